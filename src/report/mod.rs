//! Printing: every sheet an arbiter pins on the wall or hands to players.
//!
//! A builder turns the tournament into a renderer-agnostic [`Document`] (document.rs);
//! renderers draw it as text (for tests), PDF and HTML, and the window previews it.

pub mod document;
pub mod request;

pub use document::{
    Align, Block, Column, Document, Field, Orientation, PageFooter, PageHeader, PageSetup, Paper,
    ResultSlip, Row, RowStyle, Table,
};
pub use request::{DocumentKind, PlayerOrder, PrintRequest};
