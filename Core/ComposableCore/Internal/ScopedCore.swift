/// A view of a parent core's state and actions, as returned by ``Store/scope(state:action:)``.
@MainActor
final class ScopedCore<Base: StoreCore, State, Action>: StoreCore {
  let base: Base
  let toState: (Base.State) -> State
  let embed: (Action) -> Base.Action
  /// Whether the child's state is still in the parent's; once it is not, sends do nothing.
  let isValid: ((Base.State) -> Bool)?

  init(
    base: Base, toState: @escaping (Base.State) -> State,
    embed: @escaping (Action) -> Base.Action, isValid: ((Base.State) -> Bool)? = nil
  ) {
    self.base = base
    self.toState = toState
    self.embed = embed
    self.isValid = isValid
  }

  var state: State {
    toState(base.state)
  }

  func send(_ action: Action) -> EffectGroup? {
    if let isValid, !isValid(base.state) { return nil }
    return base.send(embed(action))
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let toState = toState
    return base.observe { onChange(toState($0)) }
  }

  func removeObserver(_ token: Int) {
    base.removeObserver(token)
  }
}
