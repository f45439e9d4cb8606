import ConcurrencyExtras

/// An action with a `binding` case that carries a ``BindingAction`` of the feature's state.
///
/// Declaring the case is all a `@Reducer` feature needs; add a ``BindingReducer`` to its body to
/// apply the bindings to the state.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case resetButtonTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// The action that carries a binding action; the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is in the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, if it is in the `binding` case.
  public var binding: BindingAction<State>? {
    Self.bindingCase.extract(from: self)
  }

  /// An action that sets the property at `keyPath` to `value`; short for
  /// `.binding(.set(keyPath, value))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }

  /// The `binding` case, found by reflecting on the enum case that ``binding(_:)`` makes.
  ///
  /// NB: A protocol cannot name the case key path of a case it does not declare, so this reads
  /// the enum's case tag through swift-case-paths' reflection, once per case path.
  static var bindingCase: AnyCasePath<Self, BindingAction<State>> {
    reflectedCasePath(embed: binding)
  }
}

/// A case path that embeds with `embed`, an enum case's function.
///
/// NB: Made outside the protocol extension: a `@Sendable` closure there that calls
///     ``BindableAction/binding(_:)`` would use `Self`'s conformance, which generic code cannot
///     prove usable from any isolation (`SendableMetatype`). The case's function, taken where the
///     conformance is used, needs none, and building an enum case touches no state.
private func reflectedCasePath<Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let embed = UncheckedSendable(embed)
  return AnyCasePath(unsafe: { embed.value($0) })
}
