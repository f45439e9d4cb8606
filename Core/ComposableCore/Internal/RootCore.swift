import ConcurrencyExtras

/// Owns a store's state, runs its reducer and its effects, and tracks them for cancellation.
@MainActor
final class RootCore<State, Action>: StoreCore {
  private(set) var state: State
  private let reducer: any Reducer<State, Action>
  private let dependencies: DependencyValues
  private var buffer: [Action] = []
  private var isSending = false
  private var observers: [Int: @MainActor (State) -> Void] = [:] {
    didSet { isObserved = !observers.isEmpty }
  }
  // NB: Asking the dictionary itself costs a generic metadata lookup on every send.
  private var isObserved = false
  private var nextToken = 0
  private let registry = EffectRegistry()

  init(state: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues) {
    self.state = state
    self.reducer = reducer
    self.dependencies = dependencies
  }

  func send(_ action: Action) -> EffectGroup? {
    send(action, joining: nil)
  }

  /// Sends an action; the tasks of the effects it starts join `group`, or a new group.
  private func send(_ action: Action, joining group: EffectGroup?) -> EffectGroup? {
    guard !isSending else {
      buffer.append(action)
      return nil
    }
    isSending = true
    defer { isSending = false }
    var group = group
    withStoreDependencies {
      process(action, group: &group)
      guard buffer.count > 0 else { return }
      var index = 0
      while index < buffer.count {
        let next = buffer[index]
        index += 1
        process(next, group: &group)
      }
      buffer.removeAll(keepingCapacity: true)
    }
    return group
  }

  /// Runs `body` with the store's dependencies as the current ones.
  ///
  /// `body` is passed on as a value: a closure literal that this main-actor isolated core passed
  /// straight to `withValue`, which the Swift 5 mode concurrency library declares, would check
  /// on entry that it runs on the main actor (SE-0423), at about a seventh of a send's cost.
  private func withStoreDependencies(_ body: () -> Void) {
    DependencyValues.$_current.withValue(dependencies, operation: body)
  }

  /// Runs the reducer for one action, then tells observers and starts the action's effect.
  ///
  /// Actions sent while this runs, by the effect or re-entrantly, queue up in `buffer`.
  private func process(_ action: Action, group: inout EffectGroup?) {
    let effect = reducer.reduce(into: &state, action: action)
    if isObserved {
      for observer in observers.values { observer(state) }
    }
    if !effect.isNone {
      start(effect, ids: [], group: &group)
    }
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let token = makeToken()
    observers[token] = onChange
    return token
  }

  func removeObserver(_ token: Int) {
    observers[token] = nil
  }

  var runningEffectCount: Int { registry.runningCount }
  var cancellableIDCount: Int { registry.cancellableIDCount }

  func cancelAll() {
    registry.cancelAll()
  }

  private func makeToken() -> Int {
    defer { nextToken &+= 1 }
    return nextToken
  }

  private func start(_ effect: Effect<Action>, ids: [AnyHashableSendable], group: inout EffectGroup?) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action.value)
    case let .cancel(id):
      registry.cancel(id: id)
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      start(effect, ids: ids.isEmpty ? [id] : ids + [id], group: &group)
    case let .merge(effects):
      for effect in effects { start(effect, ids: ids, group: &group) }
    case let .run(priority, operation):
      let send = makeSend(group: &group)
      group?.append(registry.spawn(priority: priority, ids: ids, operation: operation, send: send))
    case let .concatenate(effects):
      guard let firstAsync = effects.firstIndex(where: { !$0.isSynchronous }) else {
        for effect in effects { start(effect, ids: ids, group: &group) }
        return
      }
      for effect in effects[..<firstAsync] { start(effect, ids: ids, group: &group) }
      let send = makeSend(group: &group)
      let rest = Effect<Action>(operation: .concatenate(Array(effects[firstAsync...])))
      group?.append(registry.spawn(priority: nil, ids: ids) { await self.execute(rest, send: send) })
    }
  }

  private func makeSend(group: inout EffectGroup?) -> Send<Action> {
    let effectGroup = group ?? EffectGroup()
    group = effectGroup
    let core = weakSelf
    return Send { action in
      _ = core.object?.send(action, joining: effectGroup)
    }
  }

  /// A weak reference to this core, made once: a `[weak self]` capture would allocate a box for
  /// the weak reference in every `Send`.
  private lazy var weakSelf = WeakReference(self)

  @MainActor
  private final class WeakReference {
    weak var object: RootCore?

    init(_ object: RootCore) {
      self.object = object
    }
  }

  /// Runs an effect to completion inside an effect task.
  private func execute(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      send(action.value)
    case let .cancel(id):
      registry.cancel(id: id)
    case let .run(_, operation):
      await operation(send)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await self.execute(effect, send: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects { await execute(effect, send: send) }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      let task = registry.spawn(priority: nil, ids: [id]) { await self.execute(effect, send: send) }
      await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }
  }
}
