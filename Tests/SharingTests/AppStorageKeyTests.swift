import Dependencies
import Foundation
import Sharing
import Testing

@Suite struct AppStorageKeyTests {
  enum Theme: String { case light, dark }

  @Test func valuesAreSavedInTheStore() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count = 0
    @Shared(.appStorage("name")) var name = "Blob"
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("volume")) var volume = 0.5
    @Shared(.appStorage("isOn")) var isOn = false
    $count.withLock { $0 = 3 }
    $name.withLock { $0 = "Blobby" }
    $theme.withLock { $0 = .dark }
    $volume.withLock { $0 = 0.75 }
    $isOn.withLock { $0 = true }
    #expect(defaults.integer(forKey: "count") == 3)
    #expect(defaults.string(forKey: "name") == "Blobby")
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.double(forKey: "volume") == 0.75)
    #expect(defaults.bool(forKey: "isOn"))
  }

  @Test func storedValuesAreLoaded() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(42, forKey: "count")
    defaults.set(URL(fileURLWithPath: "/tmp/x"), forKey: "url")
    @Shared(.appStorage("count")) var count = 0
    @SharedReader(.appStorage("url")) var url: URL?
    #expect(count == 42)
    #expect(url == URL(fileURLWithPath: "/tmp/x"))
  }

  @Test func nilRemovesAnOptionalValue() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("lastOpened")) var lastOpened: Date?
    $lastOpened.withLock { $0 = Date(timeIntervalSince1970: 1) }
    #expect(defaults.object(forKey: "lastOpened") as? Date == Date(timeIntervalSince1970: 1))
    $lastOpened.withLock { $0 = nil }
    #expect(defaults.object(forKey: "lastOpened") == nil)
  }

  @Test func eachTestHasItsOwnStore() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.object(forKey: "count") == nil)
    #expect(defaults !== UserDefaults.standard)
  }
}
