#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 19: the packaging files name files that exist and agree with each other (the
//! packages themselves are built by `scripts/package`, too slow for CI).

use std::path::Path;

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `key=value` of a desktop entry's `[Desktop Entry]` group.
fn desktop_value(entry: &str, key: &str) -> String {
    entry
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key}= in the desktop entry"))
        .to_owned()
}

#[test]
fn the_desktop_entry_opens_tournament_files_with_the_installed_binary() {
    let entry = read("assets/torneo.desktop");
    assert!(entry.starts_with("[Desktop Entry]\n"));
    assert_eq!(desktop_value(&entry, "Type"), "Application");
    // Exec names the binary Cargo builds and passes the double-clicked file.
    assert_eq!(desktop_value(&entry, "Exec"), "torneo %f");
    let manifest = read("Cargo.toml");
    assert!(manifest.contains("\nname = \"torneo\"\n"));
    // The MIME type it claims is the one the MIME file declares, with the .ron glob.
    let mime = read("assets/torneo-mime.xml");
    let claimed = desktop_value(&entry, "MimeType");
    let claimed = claimed.trim_end_matches(';');
    assert!(
        mime.contains(&format!("<mime-type type=\"{claimed}\">")),
        "{claimed}"
    );
    assert!(mime.contains("<glob pattern=\"*.ron\"/>"));
    // Icon=torneo is installed under that name by the Debian package.
    assert_eq!(desktop_value(&entry, "Icon"), "torneo");
    assert!(manifest.contains("usr/share/icons/hicolor/scalable/apps/torneo.svg"));
    assert!(manifest.contains("usr/share/icons/hicolor/256x256/apps/torneo.png"));
    // Both languages for what the desktop shows.
    assert!(entry.contains("GenericName[it]=") && entry.contains("Comment[it]="));
}

#[test]
fn every_file_the_debian_package_installs_exists() {
    let manifest = read("Cargo.toml");
    let section = manifest
        .split("[package.metadata.deb]")
        .nth(1)
        .expect("a [package.metadata.deb] section");
    let assets: Vec<&str> = section
        .lines()
        .filter_map(|line| line.trim().strip_prefix("[\""))
        .filter_map(|line| line.split('"').next())
        .collect();
    assert!(assets.len() >= 5, "{assets:?}");
    for source in assets {
        if source.starts_with("target/release/") {
            continue; // built by cargo deb itself
        }
        assert!(Path::new(source).is_file(), "{source} is missing");
    }
    for installed in [
        "usr/bin/",
        "usr/share/applications/torneo.desktop",
        "usr/share/mime/packages/torneo.xml",
    ] {
        assert!(section.contains(installed), "{installed}");
    }
}

#[test]
fn every_file_the_windows_installer_takes_exists() {
    let script = read("packaging/windows/torneo.nsi");
    let folder = Path::new("packaging/windows");
    let mut named = 0;
    for line in script.lines().map(str::trim) {
        // File "/oname=…" "path" or File "path"; the icon defines.
        let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        let sources: Vec<&str> = if line.starts_with("File ") {
            quoted
                .into_iter()
                .filter(|q| !q.starts_with("/oname="))
                .collect()
        } else if line.starts_with("!define MUI_ICON") || line.starts_with("!define MUI_UNICON") {
            quoted
        } else {
            continue;
        };
        for source in sources {
            if source.contains("${") {
                continue; // the built program, given on makensis' command line
            }
            let path = folder.join(source.replace('\\', "/"));
            assert!(path.is_file(), "{} is missing", path.display());
            named += 1;
        }
    }
    assert!(named >= 4, "the script names {named} files");
    // The installer registers .ron and a Start-menu entry, in Italian and English.
    assert!(script.contains(r#"WriteRegStr HKCU "Software\Classes\.ron""#));
    assert!(script.contains(r#"shell\open\command"#) && script.contains("\"%1\""));
    assert!(script.contains("CreateShortCut \"$SMPROGRAMS\\Torneo\\Torneo.lnk\""));
    assert!(
        script.contains("MUI_LANGUAGE \"Italian\"") && script.contains("MUI_LANGUAGE \"English\"")
    );
}

#[test]
fn the_package_script_builds_what_the_readme_says() {
    let script = read("scripts/package");
    for step in [
        "cargo deb",
        "x86_64-pc-windows-gnu",
        "makensis",
        "packaging/windows/torneo.nsi",
    ] {
        assert!(script.contains(step), "{step}");
    }
    for smoke in ["scripts/smoke-linux", "scripts/smoke-windows"] {
        assert!(Path::new(smoke).is_file(), "{smoke}");
    }
    assert!(read("README.md").contains("scripts/package"));
}
