; Torneo's Windows installer (issue 19), built by scripts/package with Debian's makensis:
;   makensis -DVERSION=0.1.0 -DEXE=path\to\torneo.exe -DOUTFILE=torneo-setup.exe torneo.nsi
; A per-user installation (no administrator rights needed at a club's computer): the
; program in %LOCALAPPDATA%\Programs\Torneo, a Start-menu entry, the .ron association
; (a double-click on a tournament opens it in Torneo) and an uninstaller.

; A 64-bit installer for a 64-bit program (and wine64 runs it in the smoke test).
Target amd64-unicode
!include "MUI2.nsh"

!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef EXE
  !define EXE "torneo.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "torneo-setup.exe"
!endif

!define PRODUCT "Torneo"
!define PROG_ID "Torneo.Tournament"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Torneo"

Name "${PRODUCT} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Torneo"
InstallDirRegKey HKCU "Software\Torneo" "InstallDir"
RequestExecutionLevel user
SetCompressor /SOLID lzma

!define MUI_ICON "..\..\assets\torneo.ico"
!define MUI_UNICON "..\..\assets\torneo.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\torneo.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default; the installer offers the one Windows speaks.
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "English"

LangString ShortcutComment ${LANG_ITALIAN} "Gestione tornei di scacchi"
LangString ShortcutComment ${LANG_ENGLISH} "Chess tournament manager"
LangString FileTypeName ${LANG_ITALIAN} "Torneo di scacchi (Torneo)"
LangString FileTypeName ${LANG_ENGLISH} "Chess tournament (Torneo)"

Section "Torneo" SectionMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "/oname=torneo.exe" "${EXE}"
  File "..\..\assets\torneo.ico"
  File "/oname=README.md" "..\..\README.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\Torneo" "InstallDir" "$INSTDIR"

  ; Start menu.
  CreateDirectory "$SMPROGRAMS\Torneo"
  CreateShortCut "$SMPROGRAMS\Torneo\Torneo.lnk" "$INSTDIR\torneo.exe" "" "$INSTDIR\torneo.ico" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"
  CreateShortCut "$SMPROGRAMS\Torneo\Uninstall Torneo.lnk" "$INSTDIR\uninstall.exe"

  ; The .ron file type: a double-click opens the tournament in Torneo.
  WriteRegStr HKCU "Software\Classes\.ron" "" "${PROG_ID}"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}" "" "$(FileTypeName)"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\torneo.ico,0"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\torneo.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Apps & features.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Torneo"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\torneo.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; The tournaments and the data folder (%APPDATA%\Torneo) are the arbiter's: kept.
  Delete "$INSTDIR\torneo.exe"
  Delete "$INSTDIR\torneo.ico"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Torneo\Torneo.lnk"
  Delete "$SMPROGRAMS\Torneo\Uninstall Torneo.lnk"
  RMDir "$SMPROGRAMS\Torneo"
  ReadRegStr $0 HKCU "Software\Classes\.ron" ""
  StrCmp $0 "${PROG_ID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.ron"
  DeleteRegKey HKCU "Software\Classes\${PROG_ID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\Torneo"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
