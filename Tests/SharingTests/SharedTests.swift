import ConcurrencyExtras
import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Testing

@Suite struct SharedTests {
  struct Profile: Equatable, Codable {
    var name = "Blob"
    var stats = Stats()
  }

  struct Stats: Equatable, Codable {
    var count = 0
  }

  @Test func copiesShareOneReference() {
    let a = Shared(value: 1)
    let b = a
    b.withLock { $0 += 1 }
    #expect(a.wrappedValue == 2)
  }

  @Test func aDerivedValueReadsAndWritesItsParent() {
    let profile = Shared(value: Profile())
    let count = profile.stats.count
    count.withLock { $0 = 7 }
    #expect(profile.wrappedValue.stats.count == 7)
    profile.withLock { $0.stats.count = 8 }
    #expect(count.wrappedValue == 8)
  }

  @Test func aReaderSeesEveryChange() {
    let shared = Shared(value: Profile())
    let reader = SharedReader(shared)
    let name = shared.reader.name
    shared.withLock { $0.name = "Blobby" }
    #expect(reader.wrappedValue.name == "Blobby")
    #expect(name.wrappedValue == "Blobby")
  }

  @Test func changesAreObservable() {
    let shared = Shared(value: 0)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = shared.wrappedValue
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    shared.withLock { $0 += 1 }
    #expect(changes.value == 1)
  }

  @Test func encodesAsItsValue() throws {
    let data = try JSONEncoder().encode(Shared(value: Stats(count: 3)))
    #expect(String(decoding: data, as: UTF8.self) == #"{"count":3}"#)
  }
}

@Suite struct InMemoryKeyTests {
  @Test func equalKeysShareAReference() {
    @Shared(.inMemory("count")) var a = 0
    @Shared(.inMemory("count")) var b = 5
    #expect(b == 0)
    $a.withLock { $0 = 3 }
    #expect(b == 3)
  }

  @Test func theValueOutlivesItsReferences() {
    do {
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 9 }
    }
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 9)
  }

  @Test func aKeyCanCarryItsDefault() {
    @Shared(.launchCount) var launchCount
    #expect(launchCount == 1)
    $launchCount.withLock { $0 += 1 }
    @SharedReader(.launchCount) var reader
    #expect(reader == 2)
  }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var launchCount: Self { Self[.inMemory("launchCount"), default: 1] }
}

@Suite struct UnwrappedSharedTests {
  @Test func anOptionalSharedValueUnwraps() throws {
    let selected = Shared<Int?>(value: 1)
    let unwrapped = try #require(Shared(selected))
    unwrapped.withLock { $0 += 1 }
    #expect(selected.wrappedValue == 2)
    selected.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == 2)
    #expect(Shared(selected) == nil)
  }
}

@Suite struct DeprecatedSpellingTests {
  @available(*, deprecated)
  @Test func persistenceKeyNamesStillWork() {
    @Shared(.legacyFlag) var flag
    #expect(flag == true)
    @Shared(.inMemory("legacy")) var legacy = 0
    legacy += 1
    #expect(legacy == 1)
  }
}

@available(*, deprecated)
extension PersistenceReaderKey where Self == PersistenceKeyDefault<InMemoryKey<Bool>> {
  fileprivate static var legacyFlag: Self { PersistenceKeyDefault(.inMemory("legacyFlag"), true) }
}

@Suite struct SharedElementTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  @Test func anElementIsSharedById() throws {
    let rows = Shared(value: IdentifiedArray(uniqueElements: [Row(id: 1, title: "A")]))
    let row = try #require(Shared(rows[id: 1]))
    row.withLock { $0.title = "B" }
    #expect(rows.wrappedValue[id: 1]?.title == "B")
    #expect(Shared(rows[id: 2]) == nil)
    #expect(rows.reader[id: 1].wrappedValue?.title == "B")
  }
}

@Suite struct DefaultKeyWithInitialValueTests {
  @Test func anInitialValueOverridesTheKeysDefault() {
    @Shared(.recentNumbers) var numbers = [7]
    #expect(numbers == [7])
  }

  @available(*, deprecated)
  @Test func theOlderUnlabeledInitializerHoldsAValue() {
    let shared = Shared([1, 2])
    #expect(shared.wrappedValue == [1, 2])
  }
}

extension SharedReaderKey where Self == InMemoryKey<[Int]>.Default {
  fileprivate static var recentNumbers: Self { Self[.inMemory("recentNumbers"), default: []] }
}

private struct Note: Codable, Equatable, Identifiable, Sendable {
  var id: Int
}

@Suite struct FileKeyWithInitialValueTests {
  @available(*, deprecated)
  @Test func anIdentifiedArrayLiteralIsTheInitialValue() {
    let note = Note(id: 1)
    @Shared(.notes) var notes = [note]
    #expect(notes == [note])
  }
}

@available(*, deprecated)
extension PersistenceReaderKey
where Self == PersistenceKeyDefault<FileStorageKey<IdentifiedArrayOf<Note>>> {
  fileprivate static var notes: Self {
    PersistenceKeyDefault(.fileStorage(URL(fileURLWithPath: "/tmp/notes.json")), [])
  }
}

@Suite struct OlderElementSubscriptTests {
  @available(*, deprecated)
  @Test func anElementUnwrapsWhereAnOptionalIsExpected() throws {
    @Shared(value: IdentifiedArrayOf<Note>([Note(id: 1)])) var notes
    let element: Shared<Note>? = $notes[id: 1]
    let first = try #require(element)
    #expect(first.wrappedValue == Note(id: 1))
    let missing: Shared<Note>? = $notes[id: 2]
    #expect(missing == nil)
  }
}
