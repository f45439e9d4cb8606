@_spi(Reflection) import CasePaths

/// What makes a child state the same child, as TCA defines it: its case, for an enum, and its
/// `id`, for an `Identifiable` value or an enum case's `Identifiable` payload.
///
/// A child whose identity changes is a new child: the effects of the old one are cancelled.
struct ChildIdentity: Hashable, @unchecked Sendable {
  // NB: Identifiers are compared and hashed, never handed to other threads' code.
  private let tag: UInt32?
  private let id: AnyHashable?

  /// The identity of `state`, or `nil` when its type has none (any value is the same child).
  init?<State>(of state: State) {
    if let metadata = EnumMetadata(State.self) {
      self.tag = metadata.tag(of: state)
      self.id = EnumMetadata.project(state).flatMap(Self.id(of:))
    } else if let id = Self.id(of: state) {
      self.tag = nil
      self.id = id
    } else {
      return nil
    }
  }

  /// Whether values of `State` can have an identity: an enum, or an `Identifiable` type.
  static func exists<State>(for _: State.Type) -> Bool {
    EnumMetadata(State.self) != nil || State.self is any Identifiable.Type
  }

  private static func id(of value: Any) -> AnyHashable? {
    guard let value = value as? any Identifiable else { return nil }
    return identifier(of: value)
  }

  private static func identifier<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}
