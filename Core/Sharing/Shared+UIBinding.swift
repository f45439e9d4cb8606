@_spi(Internals) import SwiftNavigation

extension UIBinding {
  /// A binding to a shared value: it reads the value, and writes it with `withLock`, so that
  /// every holder of the shared value and every `observe` closure that read it sees the write.
  ///
  /// ```swift
  /// @Shared(.appStorage("name")) var name = ""
  /// let binding = UIBinding($name)
  /// ```
  public init(_ base: Shared<Value>) {
    self.init(
      id: SharedIdentity(reference: ObjectIdentifier(base.reference)),
      get: { base.wrappedValue },
      set: { newValue in base.withLock { $0 = newValue } })
  }
}

private struct SharedIdentity: Hashable, Sendable {
  let reference: ObjectIdentifier
}
