import ConcurrencyExtras

/// Owns a store's state, runs its reducer and its effects, and tracks them for cancellation.
@MainActor
final class RootCore<State, Action>: StoreCore {
  private(set) var state: State
  private let reducer: any Reducer<State, Action>
  // NB: The bookkeeping below is main-actor state that is read and written in instants that
  //     cannot overlap (never across a call that could reach it again): no dynamic exclusivity
  //     checks on the send path. The state itself keeps them, since a reducer is user code.
  private let dependencies: DependencyValues
  @exclusivity(unchecked) private var buffer: [Action] = []
  @exclusivity(unchecked) private var isSending = false
  private var observers: [Int: @MainActor (State) -> Void] = [:] {
    didSet { isObserved = !observers.isEmpty }
  }
  // NB: Asking the dictionary itself costs a generic metadata lookup on every send.
  @exclusivity(unchecked) private var isObserved = false
  // NB: For observable state, the state's identity is read in place after each action, so that
  //     the store's observers hear of a replaced state without a copy of the state per send.
  private let readIdentity = IdentityReader(of: State.self)
  @exclusivity(unchecked) private var identityObservers: [Int: @MainActor () -> Void] = [:]
  @exclusivity(unchecked) private var lastIdentity: ObservableStateID?
  private var nextToken = 0
  private let registry: EffectRegistry
  private let bodies = ResolvedBodies()
  /// The `.run`s that sends have registered and not started yet, first in, first out.
  @exclusivity(unchecked) private var pending: [EffectRegistry.Registration] = []
  @exclusivity(unchecked) private var isStartingPending = false
  /// Where this store's registered runs send their actions, made once: converting the weak
  /// reference to the existential looks up its conformance, about 200 instructions per run.
  private let sink: any RunSink<Action>

  /// Creates a core whose effects run in `registry`, where `Effect.cancel(id:)` and
  /// `Task.cancel(id:)` cancel them.
  init(
    state: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues,
    registry: EffectRegistry = EffectRegistry()
  ) {
    self.state = state
    self.reducer = reducer
    self.registry = registry
    var dependencies = dependencies
    dependencies.effectRegistry = registry
    self.dependencies = dependencies
    let weakSelf = WeakReference()
    self.weakSelf = weakSelf
    self.sink = weakSelf
    weakSelf.object = self
  }

  func send(_ action: Action) -> EffectGroup? {
    send(action, joining: nil)
  }

  func sender<Child>(embedding embedder: CaseEmbedder<Action, Child>) -> (Child) -> EffectGroup? {
    { [self] in send(embedder.embed($0), joining: nil) }
  }

  /// Sends an action; the tasks of the effects it starts join `group`, or a new group.
  private func send(_ action: Action, joining group: EffectGroup?) -> EffectGroup? {
    guard !isSending else {
      buffer.append(action)
      return nil
    }
    isSending = true
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
    isSending = false
    // NB: A send that registered a run has a group; checking that first keeps the synchronous
    // path free of the pending line's exclusivity checks. Runs start outside the store's
    // task-locals, which each task would copy: a `.run` brings the dependencies it was returned
    // with, and a child's its cancellation namespace.
    if group != nil { startPending() }
    return group
  }

  /// Starts the registered `.run`s in the order they were returned, each at once up to its first
  /// suspension.
  ///
  /// Runs that those starts register (an effect that sends at once) join the end of the line, so
  /// effects start in the order TCA's store enqueues their tasks, and starting never recurses.
  private func startPending() {
    guard !isStartingPending, !pending.isEmpty else { return }
    isStartingPending = true
    defer { isStartingPending = false }
    var index = 0
    while index < pending.count {
      let run = pending[index]
      index += 1
      registry.start(run)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Registers a run now, counted by its groups, and starts it once the current send is over.
  private func schedule(_ registration: EffectRegistry.Registration) {
    registry.reserve(registration)
    pending.append(registration)
  }

  /// Runs `body` with the store's dependencies as the current ones, and its memo of resolved
  /// bodies as the sending store's.
  ///
  /// `body` is passed on as a value: a closure literal that this main-actor isolated core passed
  /// straight to `withValue`, which the Swift 5 mode concurrency library declares, would check
  /// on entry that it runs on the main actor (SE-0423), at about a seventh of a send's cost.
  private func withStoreDependencies(_ body: () -> Void) {
    SendingStore.sending(with: bodies) {
      DependencyValues.$_current.withValue(dependencies, operation: body)
    }
  }

  /// Runs the reducer for one action, then tells observers and starts the action's effect.
  ///
  /// Actions sent while this runs, by the effect or re-entrantly, queue up in `buffer`.
  private func process(_ action: Action, group: inout EffectGroup?) {
    let (effect, identityChanged) = reduce(&state, action)
    if identityChanged {
      for observer in identityObservers.values { observer() }
    }
    if isObserved {
      for observer in observers.values { observer(state) }
    }
    if !effect.isNone {
      start(consume effect, keys: .none, group: &group)
    }
  }

  /// Runs the reducer, and reads the state's identity within the same access to the state when
  /// something observes it. The observers are told once the access is over, since they may read
  /// the state.
  @inline(__always)
  private func reduce(_ state: inout State, _ action: Action) -> (Effect<Action>, Bool) {
    let effect = reducer.reduce(into: &state, action: action)
    guard !identityObservers.isEmpty, let readIdentity else { return (effect, false) }
    let identity = readIdentity(&state)
    guard identity != lastIdentity else { return (effect, false) }
    lastIdentity = identity
    return (effect, true)
  }

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let token = makeToken()
    observers[token] = onChange
    return token
  }

  func observeIdentity(_ onChange: @escaping @MainActor () -> Void) -> Int? {
    guard let readIdentity else { return nil }
    if identityObservers.isEmpty { lastIdentity = readIdentity(&state) }
    let token = makeToken()
    identityObservers[token] = onChange
    return token
  }

  func removeObserver(_ token: Int) {
    if observers[token] != nil {
      observers[token] = nil
    } else {
      identityObservers[token] = nil
    }
  }

  var runningEffectCount: Int { registry.runningCount }
  var cancellableIDCount: Int { registry.cancellableIDCount }

  func cancelAll() {
    registry.cancelAll()
  }

  /// Starts an effect as if a reducer had returned it; its tasks join `group`.
  func start(_ effect: Effect<Action>, joining group: EffectGroup) {
    var group: EffectGroup? = group
    start(effect, keys: .none, group: &group)
    startPending()
  }

  private func makeToken() -> Int {
    defer { nextToken &+= 1 }
    return nextToken
  }

  /// Starts an effect, the one place where effects are interpreted.
  ///
  /// Sends and cancellations take effect now; each `.run` becomes a task registered under the
  /// cancellation keys around it, which joins `group` (the tasks a `StoreTask` awaits) and
  /// `direct` (the tasks a concatenation awaits before its next step). A concatenation starts its
  /// synchronous prefix now and the rest, step by step, from a task of its own.
  ///
  /// The effect is taken over, so that a `.run` that nothing else references is registered as
  /// itself (see ``EffectRegistry/Registration``).
  private func start(
    _ effect: __owned Effect<Action>, keys: CancellationKeys, group: inout EffectGroup?,
    direct: EffectGroup? = nil
  ) {
    var effect = consume effect
    if let run = effect.uniqueRun() {
      return register(run, keys: keys, group: &group, direct: direct)
    }
    // NB: A merge and a cancellable box are opened in place rather than by the `switch` below,
    //     whose copy of the effect would keep a second reference to what they hold.
    if case .merge = effect.representation {
      return startMerge(&effect, keys: keys, group: &group, direct: direct)
    }
    if case .cancellable = effect.representation {
      return startCancellable(&effect, keys: keys, group: &group, direct: direct)
    }
    switch effect.representation {
    case .none:
      return
    case .send:
      // NB: Bound in a function of its own: binding the payload here looked up its generic
      //     metadata on every start, whatever the case (about 330 instructions).
      sendAction(of: effect, joining: group)
    case let .cancel(id):
      registry.cancel(CancellationKey(id))
    case .cancellable, .merge:
      return  // Started above.
    case let .run(run):
      register(ForwardingRun(run), keys: keys, group: &group, direct: direct)
    case let .concatenate(effects):
      guard let firstAsync = effects.firstIndex(where: { !$0.isSynchronous }) else {
        for effect in effects { start(effect, keys: keys, group: &group, direct: direct) }
        return
      }
      for effect in effects[..<firstAsync] {
        start(effect, keys: keys, group: &group, direct: direct)
      }
      guard firstAsync < effects.index(before: effects.endIndex) else {
        return start(effects[firstAsync], keys: keys, group: &group, direct: direct)
      }
      // NB: The first asynchronous step starts now, as the rest of the send's effects do; the
      // steps after it start in turn, from a task of their own.
      let first = EffectGroup()
      start(effects[firstAsync], keys: keys, group: &group, direct: first)
      let effectGroup = group ?? EffectGroup()
      group = effectGroup
      let rest = Array(effects[(firstAsync + 1)...])
      let core = weakSelf
      schedule(
        EffectRegistry.ClosureRegistration(
          registry: registry, keys: keys, priority: nil, group: effectGroup, direct: direct
        ) {
          await first.cancellableValue(isolation: MainActor.shared)
          for effect in rest {
            guard !Task.isCancelled else { return }
            let step = EffectGroup()
            core.object?.startStep(effect, keys: keys, group: effectGroup, direct: step)
            await step.cancellableValue(isolation: MainActor.shared)
          }
        })
    }
  }

  /// The keys of an effect made cancellable with `id` inside effects cancellable with `keys`;
  /// with `cancelInFlight`, the effects already running with `id` are cancelled first.
  private func register(
    _ id: AnyHashableSendable, cancelInFlight: Bool, after keys: CancellationKeys
  ) -> CancellationKeys {
    let registered = _CancelID.registrationKeys(for: id)
    // NB: The last key is `id`'s own.
    if cancelInFlight, let own = registered.last { registry.cancel(own) }
    return keys.isEmpty ? registered : keys + registered
  }

  /// Starts the effects of a merge, each taken out of it.
  private func startMerge(
    _ effect: inout Effect<Action>, keys: CancellationKeys, group: inout EffectGroup?,
    direct: EffectGroup?
  ) {
    guard case var .merge(effects) = effect.representation else { return }
    effect.representation = .none
    for index in effects.indices {
      let next = effects[index]
      effects[index] = .none
      start(next, keys: keys, group: &group, direct: direct)
    }
  }

  /// Starts the effect inside a cancellable box, taken out of it, under the box's identifier.
  private func startCancellable(
    _ effect: inout Effect<Action>, keys: CancellationKeys, group: inout EffectGroup?,
    direct: EffectGroup?
  ) {
    guard case let .cancellable(id, cancelInFlight, inner) = effect.representation else { return }
    effect.representation = .none
    start(
      inner, keys: register(id, cancelInFlight: cancelInFlight, after: keys), group: &group,
      direct: direct)
  }

  /// Registers a run now under `keys` and the identifier it keeps, counted by its groups, and
  /// starts it once the current send is over.
  private func register(
    _ run: EffectRun<Action>, keys: CancellationKeys, group: inout EffectGroup?,
    direct: EffectGroup?
  ) {
    var keys = keys
    if let cancellation = run.cancellation {
      keys = register(cancellation.id, cancelInFlight: cancellation.cancelInFlight, after: keys)
    }
    run.sink = sink
    run.prepare(in: registry, keys: keys, group: &group, direct: direct)
    schedule(run)
  }

  /// Sends the action of a `.send` effect, or queues it behind the send in progress.
  @inline(never)
  private func sendAction(of effect: Effect<Action>, joining group: EffectGroup?) {
    guard case let .send(action) = effect.representation else { return }
    if isSending {
      buffer.append(action.value)
    } else {
      _ = send(action.value, joining: group)
    }
  }

  /// Starts a later step of a concatenation, from the concatenation's own task.
  private func startStep(
    _ effect: Effect<Action>, keys: CancellationKeys, group: EffectGroup, direct: EffectGroup
  ) {
    var group: EffectGroup? = group
    start(effect, keys: keys, group: &group, direct: direct)
    startPending()
  }

  /// A weak reference to this core, made once: a `[weak self]` capture would allocate a box for
  /// the weak reference in every `Send`.
  private let weakSelf: WeakReference

  @MainActor
  private final class WeakReference: RunSink {
    weak var object: RootCore?

    func receive(_ action: Action, joining group: EffectGroup?) {
      _ = object?.send(action, joining: group)
    }
  }
}
