import ComposableCore
import ConcurrencyExtras
import CustomDump

/// A store for tests that makes you assert every state change, every action effects send back,
/// and that every effect finishes.
///
/// ```swift
/// @Test func count() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.numberFactButtonTapped)
///   await store.receive(\.numberFactResponse.success) { $0.fact = "1 is a good number." }
/// }
/// ```
///
/// The store runs effects on the main serial executor, so async effects complete
/// deterministically inside `send`, `receive` and `finish`; control time with a `TestClock`.
/// Failures are reported through IssueReporting, under Swift Testing and XCTest alike.
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks state, actions and effects. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects, in wall time, before failing.
  ///
  /// A safety net against hangs: a passing deterministic test never waits for it.
  public var timeout: Duration = .seconds(1)

  /// Whether effects run on the main serial executor, one at a time, so that tests are
  /// deterministic. Defaults to `true`.
  ///
  /// The executor hook is process-wide: the store holds it from its creation until it is released
  /// or this is set to `false`, and it is restored when no test store holds it any more.
  ///
  /// ```swift
  /// store.useMainSerialExecutor = false
  /// ```
  public var useMainSerialExecutor: Bool = true {
    didSet {
      guard useMainSerialExecutor != oldValue else { return }
      if useMainSerialExecutor {
        MainSerialExecutorLease.acquire()
      } else {
        MainSerialExecutorLease.release()
      }
    }
  }

  /// Whether the feature dismissed itself with `@Dependency(\.dismiss)`.
  ///
  /// Dismissing cancels the store's effects; sending an action afterwards is a failure.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool {
    dismissal.isDismissed
  }

  let store: Store<State, TestAction<Action>>
  let log: TestLog<State, Action>
  var expectedState: State
  var tasks: [StoreTask] = []
  let dismissal: RootDismissal
  private let location: SourceLocation

  /// Creates a test store with an initial state, a reducer and dependency overrides.
  ///
  /// Dependencies default to their test values; an unimplemented one fails the test when used.
  /// `prepare` runs once, before the initial state and the reducer are built. The feature's
  /// `dismiss` dependency marks the store ``isDismissed``, unless `prepare` overrides it.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    MainSerialExecutorLease.acquire()
    let dismissal = RootDismissal()
    self.dismissal = dismissal
    let (state, reducer, dependencies) = withDependencies {
      $0.dismiss = DismissEffect { dismissal.dismiss() }
      prepare(&$0)
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    let log = TestLog<State, Action>(dependencies: dependencies)
    self.log = log
    self.expectedState = state
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.store = Store(initialState: state) {
      TestReducer(base: reducer, log: log)
    } withDependencies: {
      $0 = dependencies
    }
    dismissal.onDismiss = { [weak self] in self?.cancelEffects() }
  }

  /// NB: Not an isolated deinit: those run without the test's task-local context, so an issue
  /// reported from one would not reach the test that released the store.
  deinit {
    MainActor.assumeIsolated {
      assertCompleted(at: location)
      if useMainSerialExecutor { MainSerialExecutorLease.release() }
    }
  }

  /// The state as of the last assertion: after the last action sent, received or skipped.
  ///
  /// Inside an assertion's closure it is the state before the action. Actions that effects
  /// sent but the test has not received yet are not reflected.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped)
  /// #expect(store.state.count == 1)
  /// ```
  public var state: State {
    expectedState
  }

  /// The dependencies the reducer and its effects use; change them before or between sends.
  ///
  /// ```swift
  /// store.dependencies.continuousClock = clock
  /// ```
  public var dependencies: DependencyValues {
    get { log.dependencies }
    set { log.dependencies = newValue }
  }

  /// Reports what is left at the end of a test: received actions not asserted and effects still
  /// running, then forgets them, taking the state after the last action, and cancels the
  /// effects.
  func assertCompleted(at location: SourceLocation) {
    assertNoReceivedActions(at: location)
    for effect in uniqueInFlightEffects() {
      let action = String(customDumping: effect.action)
      reportUnlessSkipped(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test. …

        Action:
        \(action.indented(by: 2))

        To fix it, make the effect finish by the end of the test:
        • if it sleeps on a test clock, advance the clock far enough ("await clock.advance(by:)");
        • if it is long-living (a timer, a stream), cancel it with "Effect.cancel(id:)" from \
        another action, or cancel the task returned by "send";
        • or, if the test does not care about it, call "await store.skipInFlightEffects()".
        """,
        at: effect.location
      )
    }
    cancelEffects()
  }

  /// Reports the received actions that the test has not asserted, then forgets them, taking the
  /// state after the last of them.
  func assertNoReceivedActions(at location: SourceLocation) {
    guard let last = log.received.last else { return }
    let count = log.received.count
    reportUnlessSkipped(
      """
      The store received \(count) unexpected action\(count == 1 ? "" : "s") by the end of \
      the test: …

      Unhandled actions:
      \(describe(log.received.map(\.action)).indented(by: 2))

      Assert them with "receive", or skip them with "skipReceivedActions".
      """,
      at: location
    )
    accept(last.state, shared: last.shared)
    log.received.removeAll()
  }

  func cancelEffects() {
    for task in tasks { task.cancel() }
    tasks.removeAll()
    log.forgetInFlightEffects()
  }

  private func uniqueInFlightEffects() -> [TestLog<State, Action>.InFlightEffect] {
    var seen: Set<SourceLocation> = []
    return log.inFlight.sorted { $0.key < $1.key }.map(\.value).filter {
      seen.insert($0.location).inserted
    }
  }
}

/// A test store for the state and actions of a reducer.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
