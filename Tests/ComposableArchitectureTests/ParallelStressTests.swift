import ComposableArchitecture
import Dispatch
import TestSupport
import Testing

/// Stores, test stores and plain threads at once, on shared state: random action streams through
/// scoped, presented and listed children, with effects that finish, listen until cancelled and
/// are cancelled by id, dismissal and removal. Every count adds up at the end.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ParallelStressTests {
  /// Who receives a counter's action.
  enum Target: Equatable {
    case counter, detail, row(Int)

    func action(_ action: StressCounter.Action) -> StressRoot.Action {
      switch self {
      case .counter: .counter(action)
      case .detail: .detail(.presented(action))
      case let .row(id): .rows(.element(id: id, action: action))
      }
    }
  }

  /// One step of a random stream, chosen from what the state allows.
  enum Step: Equatable {
    case counter(Target, StressCounter.Action)
    case addRow, removeRow(Int), presentDetail, dismissDetail, stopAll

    static func random(for state: StressRoot.State, using generator: inout SeededGenerator) -> Self
    {
      var targets: [Target] = [.counter] + state.rows.ids.map(Target.row)
      if state.detail != nil { targets.append(.detail) }
      var steps: [Self] = [.stopAll]
      for target in targets {
        steps += [
          .counter(target, .incrementButtonTapped), .counter(target, .incrementButtonTapped),
          .counter(target, .incrementLaterButtonTapped), .counter(target, .listenButtonTapped),
          .counter(target, .stopButtonTapped),
        ]
      }
      steps += state.rows.ids.map(Self.removeRow)
      if state.rows.count < 4 { steps.append(.addRow) }
      steps.append(state.detail == nil ? .presentDetail : .dismissDetail)
      return steps.randomElement(using: &generator)!
    }

    var action: StressRoot.Action {
      switch self {
      case let .counter(target, action): target.action(action)
      case .addRow: .addRowButtonTapped
      case let .removeRow(id): .removeRowButtonTapped(id: id)
      case .presentDetail: .presentDetailButtonTapped
      case .dismissDetail: .detail(.dismiss)
      case .stopAll: .stopAllButtonTapped
      }
    }

    /// The state change the step's action makes; a later increment's change comes with the
    /// action its effect sends.
    func apply(to state: inout StressRoot.State) {
      switch self {
      case let .counter(target, action):
        state.update(target) { counter in
          switch action {
          case .incrementButtonTapped, .incremented:
            counter.count += 1
            counter.$total.withLock { $0 += 1 }
          case .incrementLaterButtonTapped: break
          case .listenButtonTapped: counter.isListening = true
          case .stopButtonTapped: counter.isListening = false
          }
        }
      case .addRow: state.rows.append(state.makeCounter())
      case let .removeRow(id): state.rows.remove(id: id)
      case .presentDetail: state.detail = state.makeCounter()
      case .dismissDetail: state.detail = nil
      case .stopAll: state.stopListening()
      }
    }

    /// How many increments the step makes, its effect's included.
    var increments: Int {
      switch self {
      case .counter(_, .incrementButtonTapped), .counter(_, .incrementLaterButtonTapped): 1
      default: 0
      }
    }
  }

  struct Volume {
    var rounds: Int
    var stores: Int
    var testStores: Int
    var steps: Int
    var threadIncrements: Int
  }

  let volume = testVolume(
    quick: Volume(rounds: 2, stores: 6, testStores: 6, steps: 40, threadIncrements: 2_000),
    soak: Volume(rounds: 10, stores: 32, testStores: 32, steps: 200, threadIncrements: 50_000))

  @Test func storesTestStoresAndThreadsAddUp() async {
    for await seed in propertySeeds(quick: volume.rounds, soak: volume.rounds) {
      @Shared(.inMemory("grandTotal")) var grandTotal = 0
      $grandTotal.withLock { $0 = 0 }
      let (grand, tally, volume) = ($grandTotal, Shared(value: 0), volume)
      let listeners = Listeners()
      let reducer = StressRoot(tally: tally, listeners: listeners)
      let increments = await withTaskGroup { group in
        for index in 0..<volume.stores {
          group.addTask {
            await Self.driveStore(seed: seed, index: index, steps: volume.steps, reducer)
          }
        }
        for index in 0..<volume.testStores {
          group.addTask {
            await Self.driveTestStore(seed: seed, index: index, steps: volume.steps, reducer)
          }
        }
        group.addTask {
          await Self.incrementOnThreads(volume.threadIncrements, [grand, tally], reading: grand)
        }
        var increments = 0
        for await count in group { increments += count }
        return increments
      }
      #expect(grandTotal == increments, "seed \(seed)")
      #expect(tally.wrappedValue == increments, "seed \(seed)")
      #expect(listeners.count == 0, "no listening effect outlives its cancellation; seed \(seed)")
    }
  }

  /// Runs the round's `index`-th random stream through a store, sending through scoped stores
  /// half the time, and checks its state against a model after every step. Returns the
  /// increments it made.
  static func driveStore(
    seed: UInt64, index: Int, steps: Int, _ reducer: StressRoot
  ) async -> Int {
    let store = Store(initialState: StressRoot.State(total: Shared(value: 0))) { reducer }
    var (generator, model) = (
      SeededGenerator(seed: seed &* 1_000 &+ UInt64(index)),
      StressRoot.State(total: Shared(value: 0))
    )
    var listening: [StoreTask] = []
    var history: [String] = []
    var increments = 0
    for number in 1...steps {
      let step = Step.random(for: model, using: &generator)
      history.append("\(step)")
      let task = send(step, to: store, scoped: Bool.random(using: &generator))
      switch step {
      case let .counter(target, .incrementLaterButtonTapped):
        await task?.finish()
        Step.counter(target, .incremented).apply(to: &model)
      case .counter(_, .listenButtonTapped):
        listening.append(contentsOf: task.map { [$0] } ?? [])
      default:
        break
      }
      step.apply(to: &model)
      increments += step.increments
      guard store.state == model else {
        Issue.record(
          """
          store \(index)'s state is not the model's
          \(String(customDumping: store.state))
          \(replayHint(seed: seed, step: number, history: history))
          """)
        return increments
      }
      await Task.yield()
    }
    store.send(.stopAllButtonTapped)
    for task in listening { await task.finish() }
    #expect(store.runningEffectCount == 0, "seed \(seed), store \(index)")
    #expect(store.cancellableIDCount == 0, "seed \(seed), store \(index)")
    #expect(store.state.total == increments, "seed \(seed), store \(index)")
    return increments
  }

  /// Sends a step's action to the root store, or to the child store it is for.
  static func send(
    _ step: Step, to store: StoreOf<StressRoot>, scoped: Bool
  ) -> StoreTask? {
    guard scoped, case let .counter(target, action) = step else {
      return store.send(step.action)
    }
    switch target {
    case .counter:
      return store.scope(state: \.counter, action: \.counter).send(action)
    case .detail:
      return store.scope(state: \.detail, action: \.detail.presented)?.send(action)
    case let .row(id):
      for row in store.scope(state: \.rows, action: \.rows) where row.state.id == id {
        return row.send(action)
      }
      return nil
    }
  }

  /// Runs the round's `index`-th random stream through an exhaustive test store, asserting every
  /// change and every received action. Returns the increments it made.
  static func driveTestStore(
    seed: UInt64, index: Int, steps: Int, _ reducer: StressRoot
  ) async -> Int {
    let store = TestStore(initialState: StressRoot.State(total: Shared(value: 0))) { reducer }
    var (generator, model) = (
      SeededGenerator(seed: seed &* 1_000 &+ UInt64(500 + index)),
      StressRoot.State(total: Shared(value: 0))
    )
    var (history, increments) = ([String](), 0)
    let issues = IssueCount()
    await withIssueReporters(IssueReporters.current + [issues]) {
      for _ in 1...steps {
        let step = Step.random(for: model, using: &generator)
        history.append("\(step)")
        increments += step.increments
        await send(step, to: store, model: &model)
        if case let .counter(target, .incrementLaterButtonTapped) = step {
          let received = Step.counter(target, .incremented)
          received.apply(to: &model)
          await store.receive(received.action) { received.apply(to: &$0) }
        }
      }
      await send(.stopAll, to: store, model: &model)
      await store.finish()
    }
    if issues.count > 0 {
      Issue.record(
        """
        test store \(index) failed
        \(replayHint(seed: seed, step: history.count, history: history))
        """)
    }
    return increments
  }

  /// Sends a step's action to a test store, expecting the change it makes to the model, if any.
  static func send(
    _ step: Step, to store: TestStoreOf<StressRoot>, model: inout StressRoot.State
  ) async {
    let before = model
    step.apply(to: &model)
    if model == before {
      await store.send(step.action)
    } else {
      await store.send(step.action) { step.apply(to: &$0) }
    }
  }

  /// Increments each shared value `count` times from as many threads as the machine has, reading
  /// one meanwhile; returns the increments made to each.
  nonisolated static func incrementOnThreads(
    _ count: Int, _ shared: [Shared<Int>], reading: Shared<Int>
  ) async -> Int {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: count) { index in
          for value in shared { value.withLock { $0 += 1 } }
          if index.isMultiple(of: 64) { _ = reading.wrappedValue }
        }
        continuation.resume()
      }
    }
    return count
  }
}

extension StressRoot.State {
  /// Changes the counter a target names.
  mutating func update(
    _ target: ParallelStressTests.Target, _ body: (inout StressCounter.State) -> Void
  ) {
    switch target {
    case .counter: body(&counter)
    case .detail: body(&detail!)
    case let .row(id): body(&rows[id: id]!)
    }
  }
}

/// Counts the issues reported while it is installed, so that a test store's failures can be
/// followed by the seed that caused them.
final class IssueCount: IssueReporter {
  private let issues = LockIsolated(0)

  var count: Int { issues.value }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    issues.withValue { $0 += 1 }
  }
}
