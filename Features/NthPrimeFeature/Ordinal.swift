nonisolated extension Int {
  /// The number written with its English ordinal suffix, such as "1st", "12th" or "-23rd".
  public var ordinal: String {
    let lastTwoDigits = magnitude % 100
    let suffix =
      switch (lastTwoDigits / 10, lastTwoDigits % 10) {
      case (1, _): "th"
      case (_, 1): "st"
      case (_, 2): "nd"
      case (_, 3): "rd"
      default: "th"
      }
    return "\(self)\(suffix)"
  }
}
