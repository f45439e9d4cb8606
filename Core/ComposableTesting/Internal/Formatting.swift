import CustomDump

extension Duration {
  /// A short human form, such as "1 s" or "0.25 s".
  var shortDescription: String {
    let (seconds, attoseconds) = components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
    return "\(Double(milliseconds) / 1000) s"
  }
}

extension String {
  func indented(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}

/// A dump of actions, one per line, for failure messages.
func describe<Action>(_ actions: [Action]) -> String {
  actions.map { String(customDumping: $0) }.joined(separator: "\n")
}

/// A custom-dump diff of two values, marked `−` for the first and `+` for the second.
func stateDiff<T>(_ expected: T, _ actual: T) -> String {
  diff(expected, actual, format: .proportional)
    ?? """
    − \(String(customDumping: expected))
    + \(String(customDumping: actual))
    (the values differ but dump the same; check their Equatable conformance)
    """
}
