import Observation
import Perception
import Synchronization
import Testing

@Perceptible
private final class Counter {
  var count = 0
  var other = 0
  var items: [Int] = []
  var object = Box()
  @PerceptionIgnored var ignored = 0
  let constant = 1
  var doubled: Int { count * 2 }

  init() {}

  init(count: Int) {
    self.count = count
  }
}

private final class Box {}

@Perceptible
private final class Pair<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@Perceptible
@MainActor
private final class MainActorModel {
  var count = 0
}

/// A type that conforms to `Observable` and `Perceptible` side by side, as code written for
/// swift-perception does; with `Perceptible` an alias of `Observable`, this was an error.
private final class BothByHand: Observable, Perceptible {}

/// A type that is only `Perceptible`, with a registrar written by hand.
private final class OnlyPerceptible: Perceptible, @unchecked Sendable {
  private let registrar = PerceptionRegistrar()
  private var _count = 0
  var count: Int {
    get {
      registrar.access(self, keyPath: \.count)
      return _count
    }
    set {
      registrar.withMutation(of: self, keyPath: \.count) { _count = newValue }
    }
  }
}

/// Counts `onChange` calls of one tracking.
private final class Changes: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func record() { count.withLock { $0 += 1 } }
}

private func track(_ read: () -> Void) -> Changes {
  let changes = Changes()
  withPerceptionTracking(read) { changes.record() }
  return changes
}

struct PerceptibleTests {
  @Test func aChangeToAPropertyThatWasReadIsHeardOnce() {
    let counter = Counter()
    let changes = track { _ = counter.count }
    counter.count += 1
    counter.count += 1
    #expect(changes.value == 1)
    #expect(counter.count == 2)
  }

  @Test func aChangeToAPropertyThatWasNotReadIsNotHeard() {
    let counter = Counter()
    let changes = track { _ = counter.count }
    counter.other += 1
    counter.ignored += 1
    #expect(changes.value == 0)
  }

  @Test func settingAnEqualValueOrTheSameObjectNotifiesNoOne() {
    let counter = Counter(count: 3)
    let box = counter.object
    let changes = track {
      _ = counter.count
      _ = counter.object
    }
    counter.count = 3
    counter.object = box
    #expect(changes.value == 0)
    counter.object = Box()
    #expect(changes.value == 1)
  }

  @Test func anInPlaceMutationIsHeard() {
    let counter = Counter()
    let changes = track { _ = counter.items }
    counter.items.append(1)
    #expect(changes.value == 1)
    #expect(counter.items == [1])
  }

  @Test func aComputedPropertyIsTrackedThroughWhatItReads() {
    let counter = Counter()
    let changes = track { _ = counter.doubled }
    counter.count = 5
    #expect(changes.value == 1)
    #expect(counter.doubled == 10)
  }

  @Test func observationTrackingSeesPerceptibleChanges() {
    let counter = Counter()
    let changes = Changes()
    withObservationTracking {
      _ = counter.count
    } onChange: {
      changes.record()
    }
    counter.count = 1
    #expect(changes.value == 1)
  }

  @Test func genericAndMainActorClassesAreTracked() async {
    let pair = Pair("a")
    let changes = track { _ = pair.value }
    pair.value = "b"
    #expect(changes.value == 1)

    await MainActor.run {
      let model = MainActorModel()
      let changes = track { _ = model.count }
      model.count = 1
      #expect(changes.value == 1)
    }
  }

  @Test func aTypeMayBeObservableAndPerceptibleAndIsBothWithTheMacro() {
    func isPerceptible(_: some Perceptible) -> Bool { true }
    func isObservable(_: some Observable) -> Bool { true }
    #expect(isPerceptible(BothByHand()) && isObservable(BothByHand()))
    #expect(isPerceptible(Counter()) && isObservable(Counter()))
  }

  @Test func aTypeThatIsOnlyPerceptibleIsTracked() {
    let model = OnlyPerceptible()
    let other = OnlyPerceptible()
    let changes = track { _ = model.count }
    other.count = 1
    #expect(changes.value == 0)
    model.count = 1
    #expect(changes.value == 1)
  }

  @Test func aRegistrarTakesNoPartInEqualityOrCoding() throws {
    #expect(PerceptionRegistrar() == PerceptionRegistrar(isPerceptionCheckingEnabled: false))
    #expect(PerceptionRegistrar()._isPerceptionCheckingEnabled)
    #expect(!PerceptionRegistrar(isPerceptionCheckingEnabled: false)._isPerceptionCheckingEnabled)
    #expect(Set([PerceptionRegistrar(), PerceptionRegistrar()]).count == 1)
  }
}
