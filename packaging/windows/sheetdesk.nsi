; sheetdesk's Windows installer (NSIS 3, built on Linux by packaging/windows/build.py):
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DVIVERSION=0.1.0.0 -DSTAGE=<folder>
;       -DOUTFILE=<setup.exe> -DUNINSTALL_FILES=<list.nsh> -DSIZE_KB=<n>
;       -DRUNTIME=<runtime.exe> -DAPP_FILES=<list.nsh> sheetdesk.nsi
; Per user (no administrator rights) into %LOCALAPPDATA%\Programs\sheetdesk; the app is the
; embeddable CPython started as `pythonw.exe -m sheetdesk` (no console window). Saves live in
; %LOCALAPPDATA%\sheetdesk (platformdirs), which the uninstaller never touches. /S: silent.
; 64-bit stubs: Windows 10 1903+ x64 is what the Qt build needs anyway (and Wine's 64-bit
; build runs only these).

Unicode true
Target amd64-unicode
; The staged folder is about 66 MB, 62 of them the Python runtime and the wheels: those come in
; an installer of their own (runtime.nsi, solid LZMA), made once per content by build.py and
; stored here as it is; the app's own files, which change from build to build, are compressed
; here, each file on its own (solid compression would compress the stored runtime again, for
; 12 s of CPU and no gain). Their largest file is under 1 MB, so is the window.
SetCompressor lzma
SetCompressorDictSize 1
ManifestDPIAware true
RequestExecutionLevel user

!define APP "sheetdesk"
!define PUBLISHER "the sheetdesk developers"
!define ARP "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define PROGID "sheetdesk.SavedGame"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VIVERSION}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence; Qt under the LGPL"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} installer"

!include "MUI2.nsh"

!define MUI_ICON "${STAGE}\sheetdesk.ico"
!define MUI_UNICON "${STAGE}\sheetdesk.ico"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_SMALLDESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\pythonw.exe"
!define MUI_FINISHPAGE_RUN_PARAMETERS "-m sheetdesk"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeepSaves)"
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the fallback; NSIS picks the one of the system's UI language.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Greek"
!insertmacro MUI_LANGUAGE "Polish"

LangString SecAppName ${LANG_ENGLISH} "sheetdesk (required)"
LangString SecAppName ${LANG_GREEK} "sheetdesk (απαραίτητο)"
LangString SecAppName ${LANG_POLISH} "sheetdesk (wymagany)"
LangString SecAppDesc ${LANG_ENGLISH} "The games and everything they need, with a Start menu entry."
LangString SecAppDesc ${LANG_GREEK} "Τα παιχνίδια και ό,τι χρειάζονται, με καταχώριση στο μενού Έναρξη."
LangString SecAppDesc ${LANG_POLISH} "Gry i wszystko, czego potrzebują, ze skrótem w menu Start."
LangString SecDesktopName ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktopName ${LANG_GREEK} "Συντόμευση στην επιφάνεια εργασίας"
LangString SecDesktopName ${LANG_POLISH} "Skrót na pulpicie"
LangString SecDesktopDesc ${LANG_ENGLISH} "An icon on the desktop that starts sheetdesk."
LangString SecDesktopDesc ${LANG_GREEK} "Ένα εικονίδιο στην επιφάνεια εργασίας που ανοίγει το sheetdesk."
LangString SecDesktopDesc ${LANG_POLISH} "Ikona na pulpicie, która uruchamia sheetdesk."
LangString FileTypeName ${LANG_ENGLISH} "sheetdesk saved game"
LangString FileTypeName ${LANG_GREEK} "Αποθηκευμένο παιχνίδι sheetdesk"
LangString FileTypeName ${LANG_POLISH} "Zapisana gra sheetdesk"
LangString RuntimeFailed ${LANG_ENGLISH} "The Python runtime could not be installed into $INSTDIR."
LangString RuntimeFailed ${LANG_GREEK} "Δεν ήταν δυνατή η εγκατάσταση του περιβάλλοντος Python στον φάκελο $INSTDIR."
LangString RuntimeFailed ${LANG_POLISH} "Nie udało się zainstalować środowiska Pythona w folderze $INSTDIR."
LangString KeepSaves ${LANG_ENGLISH} "sheetdesk will be removed from this computer. Your saved games stay in $LOCALAPPDATA\sheetdesk."
LangString KeepSaves ${LANG_GREEK} "Το sheetdesk θα αφαιρεθεί από αυτόν τον υπολογιστή. Τα αποθηκευμένα παιχνίδια σας μένουν στον φάκελο $LOCALAPPDATA\sheetdesk."
LangString KeepSaves ${LANG_POLISH} "sheetdesk zostanie usunięty z tego komputera. Zapisane gry pozostaną w folderze $LOCALAPPDATA\sheetdesk."

Section "!$(SecAppName)" SecApp
  SectionIn RO
  SetShellVarContext current
  ; An update replaces the program's own folders (saves are elsewhere).
  RMDir /r "$INSTDIR\Lib"
  ; the Python runtime and the packages (runtime.nsi), then the app's files over them
  InitPluginsDir
  SetOutPath "$PLUGINSDIR"
  SetCompress off
  File "/oname=runtime.exe" "${RUNTIME}"
  SetCompress auto
  ExecWait '"$PLUGINSDIR\runtime.exe" /S /D=$INSTDIR' $0
  Delete "$PLUGINSDIR\runtime.exe"
  StrCmp $0 0 +2
    Abort "$(RuntimeFailed)"
  !include "${APP_FILES}"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  ; Byte-compile the packages once, so that the first start is as quick as the next ones.
  nsExec::Exec '"$INSTDIR\python.exe" -m compileall -q "$INSTDIR\Lib\site-packages"'
  Pop $0

  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\pythonw.exe" "-m sheetdesk" \
      "$INSTDIR\sheetdesk.ico" 0 SW_SHOWNORMAL "" "${APP}"

  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  ; Apps & features
  WriteRegStr HKCU "${ARP}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${ARP}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${ARP}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${ARP}" "DisplayIcon" "$INSTDIR\sheetdesk.ico"
  WriteRegStr HKCU "${ARP}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${ARP}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${ARP}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${ARP}" "NoModify" 1
  WriteRegDWORD HKCU "${ARP}" "NoRepair" 1
  WriteRegDWORD HKCU "${ARP}" "EstimatedSize" ${SIZE_KB}
  ; .sheetdesk files open the app with that game
  WriteRegStr HKCU "Software\Classes\.sheetdesk" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.sheetdesk" "Content Type" "application/x-sheetdesk"
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(FileTypeName)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\sheetdesk.ico"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" \
      '"$INSTDIR\pythonw.exe" -m sheetdesk "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "$(SecDesktopName)" SecDesktop
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  CreateShortCut "$DESKTOP\${APP}.lnk" "$INSTDIR\pythonw.exe" "-m sheetdesk" \
      "$INSTDIR\sheetdesk.ico" 0 SW_SHOWNORMAL "" "${APP}"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} $(SecAppDesc)
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(SecDesktopDesc)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  ; Exactly what the installer put there (generated from the staged folder); never the saves.
  !include "${UNINSTALL_FILES}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  DeleteRegKey HKCU "${ARP}"
  DeleteRegKey HKCU "Software\${APP}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  ReadRegStr $0 HKCU "Software\Classes\.sheetdesk" ""
  StrCmp $0 "${PROGID}" 0 +3
    DeleteRegValue HKCU "Software\Classes\.sheetdesk" ""
    DeleteRegValue HKCU "Software\Classes\.sheetdesk" "Content Type"
  DeleteRegKey /ifempty HKCU "Software\Classes\.sheetdesk"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
