/// The storage behind a ``Store``: the root that owns state and effects, or a scope onto it.
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action) -> EffectGroup?
  /// A function that sends a child's actions, embedded by `embedder`, as this core would.
  func sender<Child>(embedding embedder: CaseEmbedder<Action, Child>) -> (Child) -> EffectGroup?
  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int
  func observeIdentity(_ onChange: @escaping @MainActor () -> Void) -> Int?
  func removeObserver(_ token: Int)
}

extension StoreCore {
  /// Calls `onChange` after each action that leaves the state with another identity than
  /// before, for ``ObservableState`` state, and returns a token for ``removeObserver(_:)``; or
  /// returns `nil` when the core cannot tell, and its observers must compare states themselves.
  func observeIdentity(_ onChange: @escaping @MainActor () -> Void) -> Int? { nil }
}
