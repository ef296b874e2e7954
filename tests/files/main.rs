//! The files Torneo reads and writes: TRF (import, export, the real files, the oracle round
//! trip, property tests), the `.ron` format, rating lists and entry lists, the printed
//! reports (HTML, PDF), the fuzz seeds and the packaging files.
//! One test binary of several modules, each the former test file of its name.

// A test crate: its helpers outside `#[test]` (the support modules included) may unwrap.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../amalfi_support/mod.rs"]
mod amalfi_support;
#[path = "../domain_support/mod.rs"]
mod domain_support;
#[path = "../italo_support/mod.rs"]
mod italo_support;
#[path = "../pdf_support/mod.rs"]
mod pdf_support;
#[path = "../print_support/mod.rs"]
mod print_support;
#[path = "../prizes_support/mod.rs"]
mod prizes_support;
#[path = "../rating_list_support/mod.rs"]
mod rating_list_support;
#[path = "../rating_support/mod.rs"]
mod rating_support;
#[path = "../report_support/mod.rs"]
mod report_support;
#[path = "../site_support/mod.rs"]
mod site_support;
#[path = "../team_support/mod.rs"]
mod team_support;

mod amalfi_trf;
mod double_swiss_trf;
mod entry_list;
mod fuzz_regressions;
mod italo_svizzero_trf;
mod packaging;
mod publish_awards;
mod publish_browser;
mod publish_site;
mod publish_team;
mod rating_list_import;
mod report_documents;
mod report_html;
mod report_norms;
mod report_pdf;
mod report_prizes;
mod report_qr;
mod report_ratings;
mod report_team;
mod ron_format;
mod team_ron;
mod team_standings;
mod trf_export_arbitrary;
mod trf_import;
mod trf_oracle_roundtrip;
mod trf_properties;
mod trf_readback;
mod trf_real;
mod trf_team;
mod trf_team_real;
