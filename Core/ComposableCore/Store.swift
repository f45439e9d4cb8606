import Observation
import OrderedCollections
import Perception

/// The runtime of a feature: it holds the state, runs the reducer for each action and runs the
/// effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementButtonTapped)
/// ```
///
/// Releasing the root store cancels every effect it started.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  private let root: (any AnyObject)?
  private let isRoot: Bool
  /// Whether this store's children are cached: false below a scope made with closures, as TCA's.
  private let canCacheChildren: Bool
  private let observation = StoreObservation<State>()
  // NB: Children hold their parent; the parent holds them weakly, so that a scope does not keep
  //     the store alive once nothing else does.
  private var children: [ScopeID: WeakChild] = [:]
  private var elementChildren: [AnyHashable: WeakChild] = [:]

  /// Creates a store with an initial state and a reducer.
  ///
  /// The reducer's `body`, and the bodies of the reducers it composes, are evaluated once each,
  /// the first time an action reaches them, with the store's dependencies.
  ///
  /// - Parameters:
  ///   - initialState: The state to start with.
  ///   - reducer: The reducer that powers the feature.
  ///   - prepare: Overrides dependencies for the reducer and its effects.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepare: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = withDependencies {
      prepare?(&$0)
    } operation: {
      (initialState(), reducer().resolvedAsInStore(), DependencyValues._current)
    }
    self.core = RootCore(state: state, reducer: reducer, dependencies: dependencies)
    self.root = nil
    self.isRoot = true
    self.canCacheChildren = true
    observation.start(self, core: core)
    Logger.shared.log("\(storeTypeName(State.self, Action.self)).init")
  }

  private init(
    core: any StoreCore<State, Action>, root: Store<some Any, some Any>, canCacheChildren: Bool
  ) {
    self.core = core
    self.root = root
    self.isRoot = false
    self.canCacheChildren = canCacheChildren
    observation.start(self, core: core)
    Logger.shared.log("\(storeTypeName(State.self, Action.self)).init")
  }

  isolated deinit {
    Logger.shared.log("\(storeTypeName(State.self, Action.self)).deinit")
    observation.stop(core: core)
    guard isRoot else { return }
    (core as? any CancellableCore)?.cancelAll()
  }

  /// The current state.
  ///
  /// For ``ObservableState`` state, reading it inside `withObservationTracking` registers the
  /// read: a state of another identity (a replaced state) notifies the observer.
  public var state: State {
    observation.access(self)
    return core.state
  }

  /// Runs `body` with the current state, without registering the read with Observation.
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(core.state)
  }

  /// Reads a property of the state, as `store.count`; for ``ObservableState`` state the read is
  /// tracked by Observation, so an observer runs again when what it read changes.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action: runs the reducer synchronously and starts the effects it returns.
  ///
  /// - Returns: A task for the effects started by this action, which can be awaited or cancelled.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(group: core.send(action))
  }

  /// Sends an action and returns a task for the effects it started, or `nil` when it started
  /// none; TCA's internal spelling, which its tests use as `await store.send(.tap)?.value`.
  ///
  /// Cancelling the task cancels the effects.
  @_spi(Internals)
  @_disfavoredOverload
  public func send(_ action: Action) -> Task<Void, Never>? {
    let task = send(action)
    guard !task.isCancelled else { return nil }
    return Task { await task.finish() }
  }

  /// Sends an action and suspends until `isInFlight` is false for the current state.
  ///
  /// Cancelling the waiting task cancels the effects started by the action.
  ///
  /// ```swift
  /// await store.send(.refresh, while: \.isLoading)
  /// ```
  public func send(_ action: Action, while isInFlight: @escaping (State) -> Bool) async {
    let task = send(action)
    await withTaskCancellationHandler {
      for await state in states where !isInFlight(state) { return }
    } onCancel: {
      task.cancel()
    }
  }

  /// Derives a store for a child feature; it shares the root's state and sends through the root.
  ///
  /// The same key paths give the same store, for as long as this store lives.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: \.counter)
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = children[id]?.store as? Store<ChildState, ChildAction> { return child }
    let embedder = CaseEmbedder(AnyCasePath(action))
    nonisolated(unsafe) let state = state
    let child = Store<ChildState, ChildAction>(
      core: scopedCore(core, state: { $0[keyPath: state] }, embedder: embedder),
      root: self,
      canCacheChildren: canCacheChildren
    )
    cache(child, at: id)
    return child
  }

  /// Derives a store for an optional child feature, or `nil` while the child's state is `nil`.
  ///
  /// The same key paths give the same store while the child is present. Once its state goes
  /// away the store is invalidated: it keeps its last state and sends nothing.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: \.detail.presented) { … }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    reportIfUncached()
    let id = ScopeID(state: state, action: action)
    guard let initial = self.state[keyPath: state] else {
      children[id] = nil
      return nil
    }
    if let child = children[id]?.store as? Store<ChildState, ChildAction> { return child }
    let embedder = CaseEmbedder(AnyCasePath(action))
    nonisolated(unsafe) let state = state
    let last = LastValue(initial)
    let child = Store<ChildState, ChildAction>(
      core: scopedCore(
        core,
        state: { parent in
          guard let child = parent[keyPath: state] else { return last.value }
          last.value = child
          return child
        },
        embedder: embedder,
        isValid: { $0[keyPath: state] != nil }
      ),
      root: self,
      canCacheChildren: canCacheChildren
    )
    cache(child, at: id)
    return child
  }

  /// The store of one element of an identified array: the same store for as long as the element
  /// is present; once it is gone, it keeps `cached` (or its last state) and sends nothing.
  func scope<ID: Hashable & Sendable, Element, ElementAction>(
    element elementID: ID, cached: Element
  ) -> Store<Element, ElementAction>
  where State == IdentifiedArray<ID, Element>, Action == IdentifiedAction<ID, ElementAction> {
    if let child = elementChildren[elementID]?.store as? Store<Element, ElementAction> {
      return child
    }
    let last = LastValue(cached)
    let child = Store<Element, ElementAction>(
      core: scopedCore(
        core,
        state: { elements in
          guard let element = elements[id: elementID] else { return last.value }
          last.value = element
          return element
        },
        embed: { .element(id: elementID, action: $0) },
        isValid: { $0[id: elementID] != nil }
      ),
      root: self,
      canCacheChildren: canCacheChildren
    )
    elementChildren[elementID] = WeakChild(child)
    return child
  }

  /// Forgets the stores of elements that are no longer in the array, so that a list whose rows
  /// come and go does not keep a store for every row it ever showed.
  func forgetElements<ID: Hashable & Sendable, Element>(
    notIn ids: OrderedSet<ID>
  ) where State == IdentifiedArray<ID, Element> {
    guard !elementChildren.isEmpty else { return }
    elementChildren = elementChildren.filter {
      $0.value.store != nil && (($0.key.base as? ID).map(ids.contains) ?? false)
    }
  }

  /// Keeps a child for the next scope with the same key paths, for as long as it lives; entries
  /// of children that are gone are dropped as the cache grows.
  private func cache(_ child: AnyObject, at id: ScopeID) {
    if children.count >= 8, children.count.isPowerOfTwo {
      children = children.filter { $0.value.store != nil }
    }
    children[id] = WeakChild(child)
  }

  /// Reports scoping a child from a store below a closure scope, which TCA cannot observe.
  func reportIfUncached(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard !canCacheChildren else { return }
    reportIssue(
      """
      Scoping from uncached '\(storeTypeName(State.self, Action.self))' is not compatible with \
      observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been deprecated, \
      instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
      scopes: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

      2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Derives a store for a child feature from closures, as TCA 1.0 spelled it.
  @available(
    *, deprecated, message: "Use key paths: 'store.scope(state: \\.child, action: \\.child)'."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: scopedCore(core, state: toChildState, embed: fromChildAction), root: self,
      canCacheChildren: false)
  }

  /// The number of effect tasks the root store is running, for tests of its bookkeeping.
  package var runningEffectCount: Int {
    (core as? any CancellableCore)?.runningEffectCount ?? 0
  }

  /// The effects the store is running, one entry each, as TCA's tests count them
  /// (`store.effectCancellables.count`); a scoped store's effects are its root's.
  @_spi(Internals)
  public var effectCancellables: [Int: Void] {
    Dictionary(uniqueKeysWithValues: (0..<runningEffectCount).map { ($0, ()) })
  }

  /// The number of cancellation identifiers with running effects, for tests of its bookkeeping.
  package var cancellableIDCount: Int {
    (core as? any CancellableCore)?.cancellableIDCount ?? 0
  }

  /// The current state, followed by the state after every action the store processes.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream<State>.makeStream()
    continuation.yield(core.state)
    let token = core.observe { state in
      // NB: State is a value that the store never mutates after handing it out.
      nonisolated(unsafe) let state = state
      continuation.yield(state)
    }
    let core = core
    continuation.onTermination = { _ in
      Task { @MainActor in core.removeObserver(token) }
    }
    return stream
  }
}

@MainActor
private func scopedCore<Base: StoreCore, State, Action>(
  _ base: Base, state: @escaping (Base.State) -> State, embed: @escaping (Action) -> Base.Action,
  isValid: ((Base.State) -> Bool)? = nil
) -> any StoreCore<State, Action> {
  ScopedCore(base: base, toState: state, embed: embed, isValid: isValid)
}

@MainActor
private func scopedCore<Base: StoreCore, State, Action>(
  _ base: Base, state: @escaping (Base.State) -> State,
  embedder: CaseEmbedder<Base.Action, Action>, isValid: ((Base.State) -> Bool)? = nil
) -> any StoreCore<State, Action> {
  ScopedCore(base: base, toState: state, embedder: embedder, isValid: isValid)
}

@MainActor
protocol CancellableCore {
  var runningEffectCount: Int { get }
  var cancellableIDCount: Int { get }
  func cancelAll()
}

extension RootCore: CancellableCore {}

extension Store: Observable {}
extension Store: Perceptible {}

/// A store for the state and actions of a reducer.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// What identifies a scoped store among its parent's: the key paths it was scoped with.
private struct ScopeID: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable and safe to share, but not `Sendable`.
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// A child store as its parent's cache holds it.
private struct WeakChild {
  weak var store: AnyObject?

  init(_ store: AnyObject) {
    self.store = store
  }
}

extension Int {
  fileprivate var isPowerOfTwo: Bool { self > 0 && self & (self - 1) == 0 }
}

/// The last state of an invalidated child store.
@MainActor
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
