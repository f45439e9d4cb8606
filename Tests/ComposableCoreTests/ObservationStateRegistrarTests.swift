import ComposableCore
import ConcurrencyExtras
import Observation
import Testing

/// A mutation of a property that nobody has read skips Observation's registrar; these show that
/// the skip never costs an observer its notification.
@MainActor
struct ObservationStateRegistrarTests {
  @ObservableState
  struct Counter: Equatable {
    var count = 0
    var label = ""
    var child: Child?
  }

  @ObservableState
  struct Child: Equatable {
    var value = 0
  }

  /// The macro's bits for `count` and `label` (see `ObservableStateMacroTests`).
  private let countBit = 52
  private let labelBit = 61

  /// Counts the notifications of a tracking closure that runs `read`, over `change`.
  private func notifications(
    reading read: @escaping () -> Void, after change: () -> Void
  ) -> Int {
    let count = LockIsolated(0)
    withObservationTracking(read) { count.withValue { $0 += 1 } }
    change()
    return count.value
  }

  @Test func aPropertyCountsAsReadOnceItsGetterRuns() {
    var state = Counter()
    #expect(!state._$observationRegistrar._$isRead(_$bit: countBit))
    state.count += 1
    state.count = 5
    #expect(!state._$observationRegistrar._$isRead(_$bit: countBit))
    _ = state.label
    #expect(!state._$observationRegistrar._$isRead(_$bit: countBit))
    #expect(state._$observationRegistrar._$isRead(_$bit: labelBit))
    _ = state.count
    #expect(state._$observationRegistrar._$isRead(_$bit: countBit))
  }

  @Test func copiesShareWhatWasRead() {
    let state = Counter()
    let copy = state
    _ = copy.count
    #expect(state._$observationRegistrar._$isRead(_$bit: countBit))
  }

  @Test func aFreshValueStartsUnread() {
    var state = Counter()
    _ = state.count
    state = Counter()
    #expect(!state._$observationRegistrar._$isRead(_$bit: countBit))
  }

  @Test func mutationsBeforeTheFirstReadDoNotKeepLaterObserversFromHearing() {
    var state = Counter()
    state.count += 1
    state.count = 3
    #expect(notifications(reading: { _ = state.count }, after: { state.count += 1 }) == 1)
    #expect(notifications(reading: { _ = state.count }, after: { state.count = 10 }) == 1)
  }

  @Test func anObserverOfOnePropertyHearsNothingOfAnother() {
    var state = Counter()
    #expect(notifications(reading: { _ = state.label }, after: { state.count += 1 }) == 0)
    #expect(notifications(reading: { _ = state.label }, after: { state.label = "a" }) == 1)
  }

  @Test func anObserverOfANestedPropertyHearsOfItsInPlaceChange() {
    var state = Counter(child: Child())
    #expect(
      notifications(reading: { _ = state.child?.value }, after: { state.child?.value += 1 }) == 1)
    #expect(notifications(reading: { _ = state.child }, after: { state.child = Child() }) == 1)
  }

  @Test func aTrackedReadThroughAStoreIsHeard() {
    let store = Store(initialState: Counter()) {
      Reduce<Counter, Int> { state, delta in
        state.count += delta
        return .none
      }
    }
    store.send(1)
    #expect(notifications(reading: { _ = store.count }, after: { store.send(1) }) == 1)
    #expect(notifications(reading: { _ = store.label }, after: { store.send(1) }) == 0)
  }

  /// A conformance written by hand, with the registrar's calls that take no bit.
  struct Manual: ObservableState {
    var _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
    private var _count = 0
    var count: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.count)
        return _count
      }
      set {
        _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
      }
    }
  }

  @Test func aConformanceWithoutBitsIsAlwaysTold() {
    var state = Manual()
    state.count = 1
    #expect(notifications(reading: { _ = state.count }, after: { state.count = 2 }) == 1)
  }
}
