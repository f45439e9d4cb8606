@_spi(Reflection) import CasePaths

/// What a presented child's type tells once, so that a presentation reducer does not ask the
/// runtime again on every action: whether its values have an identity worth reading, and whether
/// they are ephemeral.
///
/// A struct that is neither an enum nor `Identifiable` has no identity to read, and one that is
/// neither an enum nor `EphemeralState` is never ephemeral: for it each question is a `Bool`,
/// where asking through casts costs a few thousand instructions per action.
struct PresentedChildKind<State>: Sendable {
  private let isEnum: Bool
  private let hasIdentity: Bool
  private let isEphemeralType: Bool

  init() {
    isEnum = EnumMetadata(State.self) != nil
    hasIdentity = ChildIdentity.exists(for: State.self)
    isEphemeralType = State.self is any EphemeralState.Type
  }

  /// The child's identity: its case and its `id`, as ``ChildIdentity`` reads them.
  func identity(of state: State) -> ChildIdentity? {
    hasIdentity ? ChildIdentity(of: state) : nil
  }

  /// Whether `state` is dismissed after any of its actions.
  func isEphemeral(_ state: State) -> Bool {
    isEphemeralType || (isEnum && ComposableCore.isEphemeral(state))
  }
}

/// The identity of the child that a presentation reducer saw last.
struct PresentedChild: Hashable, Sendable {
  let identity: ChildIdentity?

  /// A presented child's identity kept in a ``PresentationState``.
  final class Storage: Sendable {
    let child: PresentedChild

    init(_ child: PresentedChild) {
      self.child = child
    }
  }
}
