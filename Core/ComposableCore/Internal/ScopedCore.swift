/// A view of a parent core's state and actions, as returned by ``Store/scope(state:action:)``.
@MainActor
final class ScopedCore<Base: StoreCore, State, Action>: StoreCore {
  let base: Base
  let toState: (Base.State) -> State
  /// Whether the child's state is still in the parent's; once it is not, sends do nothing.
  let isValid: ((Base.State) -> Bool)?
  /// How a key-path scope embeds its actions in the parent's, for the cores scoped from it.
  private let embedder: CaseEmbedder<Base.Action, Action>?
  /// Sends an action of this core, embedded, to the nearest core above that must see it: the
  /// root, or a scope that checks that its state is still there.
  private let sendAbove: (Action) -> EffectGroup?

  init(
    base: Base, toState: @escaping (Base.State) -> State,
    embed: @escaping (Action) -> Base.Action, isValid: ((Base.State) -> Bool)? = nil
  ) {
    self.base = base
    self.toState = toState
    self.isValid = isValid
    self.embedder = nil
    self.sendAbove = { base.send(embed($0)) }
  }

  /// A core that embeds its actions with `embedder`; a chain of such scopes sends to the core
  /// above it with one embedder for the whole chain.
  init(
    base: Base, toState: @escaping (Base.State) -> State,
    embedder: CaseEmbedder<Base.Action, Action>, isValid: ((Base.State) -> Bool)? = nil
  ) {
    self.base = base
    self.toState = toState
    self.isValid = isValid
    self.embedder = embedder
    self.sendAbove = base.sender(embedding: embedder)
  }

  var state: State {
    toState(base.state)
  }

  func send(_ action: Action) -> EffectGroup? {
    if let isValid, !isValid(base.state) { return nil }
    return sendAbove(action)
  }

  func sender<Child>(embedding child: CaseEmbedder<Action, Child>) -> (Child) -> EffectGroup? {
    // NB: A scope that checks its state must see its children's actions; one that embeds with
    // a closure cannot be composed.
    guard isValid == nil, let embedder else { return { [self] in send(child.embed($0)) } }
    return base.sender(embedding: CaseEmbedder(outer: embedder, inner: child))
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let toState = toState
    return base.observe { onChange(toState($0)) }
  }

  func removeObserver(_ token: Int) {
    base.removeObserver(token)
  }
}
