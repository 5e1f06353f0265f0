# Packaging (see README "Packaging"). The two set-up commands are `sh scripts/bootstrap.sh run|test`.
#   make package         dist/sheetdesk/ (frozen, one folder), dist/sheetdesk_<v>_amd64.deb,
#                        dist/sheetdesk-<v>-linux-x86_64.tar.gz
#   make freeze | deb | tarball    one step;  make clean-package    remove build/ and dist/
#   make package-windows dist/sheetdesk-<v>-setup.exe (x64 Windows installer, packaging/windows)
PYTHON ?= python3
VENV := .venv
TOOLS := $(VENV)/.sheetdesk-packaging

.PHONY: package freeze deb tarball clean-package package-windows

package: $(TOOLS)
	$(VENV)/bin/python packaging/build.py all

freeze deb tarball: $(TOOLS)
	$(VENV)/bin/python packaging/build.py $@

package-windows: $(TOOLS)
	$(VENV)/bin/python packaging/windows/build.py

# sheetdesk and PyInstaller, pinned by constraints.txt, in the project's virtual environment.
$(TOOLS): pyproject.toml constraints.txt
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --disable-pip-version-check -c constraints.txt -e ".[packaging]"
	touch $@

clean-package:
	rm -rf build/pyinstaller build/deb build/windows dist
