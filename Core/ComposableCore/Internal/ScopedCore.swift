/// A view of a parent core's state and actions, as returned by ``Store/scope(state:action:)``.
@MainActor
final class ScopedCore<Base: StoreCore, State, Action>: StoreCore {
  let base: Base
  let toState: (Base.State) -> State
  let embed: (Action) -> Base.Action

  init(base: Base, toState: @escaping (Base.State) -> State, embed: @escaping (Action) -> Base.Action) {
    self.base = base
    self.toState = toState
    self.embed = embed
  }

  var state: State {
    toState(base.state)
  }

  func send(_ action: Action) -> EffectGroup? {
    base.send(embed(action))
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let toState = toState
    return base.observe { onChange(toState($0)) }
  }

  func removeObserver(_ token: Int) {
    base.removeObserver(token)
  }
}
