/// A view of a parent core's state and actions, as returned by ``Store/scope(state:action:)``.
@MainActor
final class ScopedCore<Base: StoreCore, State, Action>: StoreCore {
  let base: Base
  let toState: KeyPath<Base.State, State>
  let embed: (Action) -> Base.Action

  init(base: Base, toState: KeyPath<Base.State, State>, embed: @escaping (Action) -> Base.Action) {
    self.base = base
    self.toState = toState
    self.embed = embed
  }

  var state: State {
    base.state[keyPath: toState]
  }

  func send(_ action: Action) -> EffectGroup? {
    base.send(embed(action))
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let toState = toState
    return base.observe { onChange($0[keyPath: toState]) }
  }

  func removeObserver(_ token: Int) {
    base.removeObserver(token)
  }
}
