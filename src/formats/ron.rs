//! The versioned `.ron` tournament document.
