import CarouselCore

/// The card is the cell the carousel's strip copies from backing stores: it draws itself
/// clipped and keeps its looks drawn (`CardCell.display`), and the strip, a layer below,
/// knows it only as this.
extension CardCell: StoreBackedCell {}
