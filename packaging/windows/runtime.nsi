; The part of sheetdesk's installer that is not sheetdesk: the embeddable CPython and the
; slimmed wheels (Qt, pydantic, ...), as a silent installer of its own that sheetdesk.nsi
; carries stored and runs into its install folder. Built by packaging/windows/build.py:
;   makensis -INPUTCHARSET UTF8 -DPAYLOAD=<folder> -DOUTFILE=<runtime.exe> runtime.nsi
; Compressing these 64 MB is nearly all of makensis's time, and they change only with the
; pinned downloads and build.py's slimming: the build keeps the result keyed by the SHA-256 of
; every file, this script and makensis with its stubs, plug-ins and configuration, and makes it
; again when any of them changes.
; /S /D=<folder>: exit code 0 when every file was written.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
; 16 MB: as the whole installer had (the window finds nearly every repeat a 64 MB one does,
; for a fifth less CPU); unpacking needs as much memory as the window
SetCompressorDictSize 16
RequestExecutionLevel user
SilentInstall silent
ManifestDPIAware true

Name "sheetdesk runtime"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\sheetdesk"

Section
  SetOutPath "$INSTDIR"
  ClearErrors
  File /r "${PAYLOAD}\*"
  ; a file that could not be written sets the error flag (silent: no retry dialog)
  IfErrors 0 +2
    SetErrorLevel 1
SectionEnd
