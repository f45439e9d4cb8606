/// The storage behind a ``Store``: the root that owns state and effects, or a scope onto it.
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action) -> EffectGroup?
  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int
  func removeObserver(_ token: Int)
}
