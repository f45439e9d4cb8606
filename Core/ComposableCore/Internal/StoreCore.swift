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
  func removeObserver(_ token: Int)
}
