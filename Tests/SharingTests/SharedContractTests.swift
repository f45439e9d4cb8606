import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
@_spi(SharedChangeTracking) import Sharing
import Testing

/// swift-sharing's contract, in tests of our own: reentrant access, continuations that are never
/// resumed, loading and errors, derivation, descriptions and change tracking.
@Suite struct SharedContractTests {
  struct Meeting: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  @Test func aReadInsideWithLockSeesTheValueAsItStood() {
    let meetings = Shared(value: IdentifiedArray(uniqueElements: [Meeting(id: 1, title: "A")]))
    let first = Shared(meetings[id: 1])!
    // NB: This is SyncUps' delete: the element is read through a view of the same root while
    //     the root is mutated. It trapped (simultaneous accesses) before.
    meetings.withLock { _ = $0.remove(id: first.id) }
    #expect(meetings.wrappedValue.isEmpty)
    #expect(first.wrappedValue.title == "A")
  }

  @Test func aNestedWithLockOnTheSameRootDoesNotTrap() {
    let count = Shared(value: 0)
    let seen = count.withLock { outer -> Int in
      outer += 1
      count.withLock { $0 += 10 }
      return count.wrappedValue
    }
    #expect(seen == 10)
    #expect(count.wrappedValue == 1)
  }

  @Test func aLoadContinuationNeverResumedIsReportedAndResumes() async throws {
    try await withKnownIssue {
      @SharedReader(SilentKey()) var value = 7
      #expect(!$value.isLoading)
      try await $value.load()
      #expect(value == 7)
    } matching: { issue in
      issue.description.hasSuffix(
        "'SilentKey()' leaked its continuation without one of its resume methods being invoked. "
          + "This will cause tasks waiting on it to resume immediately.")
    }
  }

  @Test func aSaveContinuationNeverResumedIsReportedAndResumes() async throws {
    try await withKnownIssue {
      @Shared(SilentKey()) var value = 7
      try await $value.save()
    } matching: { issue in
      issue.description.contains("'SilentKey()' leaked its continuation")
    }
  }

  @Test func resumingTwiceIsReported() {
    let calls = LockIsolated(0)
    let continuation = SaveContinuation("twice") { _ in calls.withValue { $0 += 1 } }
    continuation.resume()
    withKnownIssue {
      continuation.resume()
    } matching: {
      $0.description.hasSuffix("'twice' tried to resume its continuation more than once.")
    }
    #expect(calls.value == 1)
  }

  @Test func aFailedSaveSetsSaveErrorAndTheNextSuccessClearsIt() {
    @Shared(FlakyKey()) var count = 0
    $count.withLock { $0 = -1 }
    #expect($count.saveError is FlakyKey.Failure)
    $count.withLock { $0 = 1 }
    #expect($count.saveError == nil)
  }

  @Test func subscriberLoadingAndErrorsReachTheReference() {
    let key = ManualKey()
    @SharedReader(key) var value = 0
    key.subscriber.value?.yieldLoading()
    #expect($value.isLoading)
    key.subscriber.value?.yield(throwing: FlakyKey.Failure())
    #expect(!$value.isLoading)
    #expect($value.loadError != nil)
    key.subscriber.value?.yield(3)
    #expect(value == 3)
    #expect($value.loadError == nil)
  }

  @Test func loadThroughAnotherKeyPointsEveryCopyAtIt() async throws {
    @Shared(.inMemory("a")) var value = 1
    let copy = $value
    @Shared(.inMemory("b")) var other = 5
    try await $value.load(.inMemory("b"))
    #expect(copy.wrappedValue == 5)
    $other.withLock { $0 = 6 }
    #expect(value == 6)
  }

  @Test func assigningTheProjectedValueRepointsCopiesButNotDerivedViews() {
    @Shared(value: Meeting(id: 1, title: "A")) var meeting
    let copy = $meeting
    let title = $meeting.title
    $meeting = Shared(value: Meeting(id: 2, title: "B"))
    #expect(copy.wrappedValue.id == 2)
    #expect(title.wrappedValue == "A")
  }

  @Test func readersDeriveByClosureAndByReadOnlyKeyPath() {
    @Shared(value: Meeting(id: 1, title: "A")) var meeting
    let isLong: SharedReader<Bool> = $meeting.read { $0.title.count > 3 }
    let id: SharedReader<Int> = $meeting.id
    $meeting.withLock { $0.title = "Long title" }
    #expect(isLong.wrappedValue)
    #expect(id.wrappedValue == 1)
  }

  @Test func anArrayOfSharedElementsFollowsEachByID() {
    @Shared(value: IdentifiedArray(uniqueElements: [Meeting(id: 1, title: "A")]))
    var meetings
    let elements = Array($meetings)
    elements[0].withLock { $0.title = "B" }
    #expect(meetings[id: 1]?.title == "B")
  }

  @Test func requireThrowsForAnAbsentValue() async {
    await #expect(throws: SharedKeyHoldsNoValue.self) {
      _ = try await Shared<Int?>(require: .inMemory("absent"))
    }
  }

  @Test func anOptionalValueWithADefaultReadsTheDefault() {
    @Shared(.inMemory("optional")) var count: Int? = 0
    #expect(count == 0)
  }

  @Test func descriptionsNameTheTypeAndTheKey() {
    @Shared(value: 0) var count
    @Shared(.inMemory("count")) var stored = 0
    #expect($count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader($count).description == "SharedReader<Int>(value: 0)")
    #expect($stored.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(
      Shared(value: [String: Int?]()).description == "Shared<[String: Int?]>(value: [:])")
  }

  @Test func theFirstCreationOfAKeyFromManyTasksYieldsOneReference() async {
    let shareds = await withTaskGroup(of: Shared<Int>.self) { group in
      for _ in 1...20 {
        group.addTask {
          @Shared(.inMemory("raced")) var value = 0
          return $value
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(shareds.map(\._objectIdentifier)).count == 1)
  }

  @Test func theTrackerReportsUnassertedChanges() {
    @Shared(value: 0) var count
    withKnownIssue {
      let tracker = SharedChangeTracker()
      tracker.track { $count.withLock { $0 = 1 } }
    } matching: {
      $0.description.hasSuffix("Tracked unasserted changes to 'Shared<Int>(value: 1)': 0 → 1")
    }
  }

  @Test func aRecordedChangeDoesNotKeepTheValueAlive() {
    let subscriptions = LockIsolated(0)
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    do {
      @Shared(CountedKey(subscriptions: subscriptions)) var count = 0
      #expect(subscriptions.value == 1)
      tracker.track { $count.withLock { $0 = 1 } }
      #expect(tracker.hasChanges)
    }
    #expect(subscriptions.value == 0, "the value ended its subscription when it went away")
    #expect(!tracker.hasChanges)
  }

  @Test func theTrackerComparesExpectationWithTheValue() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker()
    tracker.track { $count.withLock { $0 = 1 } }
    tracker.assert {
      #expect($count != $count)
      $count.withLock { $0 = 1 }
      #expect($count == $count)
    }
    #expect(count == 1)
  }
}

/// A key that counts its live subscriptions.
private struct CountedKey: SharedKey {
  let subscriptions: LockIsolated<Int>
  let id = UUID()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    subscriptions.withValue { $0 += 1 }
    return SharedSubscription { [subscriptions] in subscriptions.withValue { $0 -= 1 } }
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

private struct SilentKey: SharedKey {
  var id: Int { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

private struct FlakyKey: SharedKey {
  struct Failure: Error {}
  let id = UUID()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: value < 0 ? .failure(Failure()) : .success(()))
  }
}

private final class ManualKey: SharedReaderKey, Sendable {
  let id = UUID()
  let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    return SharedSubscription {}
  }
}
