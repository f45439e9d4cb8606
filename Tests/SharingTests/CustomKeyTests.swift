import ConcurrencyExtras
import Foundation
import Sharing
import Testing

/// A user's own key: a settings service that other code can change too.
@Suite struct CustomKeyTests {
  final class SettingsService: Sendable {
    let values = LockIsolated<[String: Int]>([:])
    let subscribers = LockIsolated<[UUID: @Sendable (String) -> Void]>([:])

    func set(_ value: Int, for name: String) {
      values.withValue { $0[name] = value }
      for subscriber in subscribers.value.values { subscriber(name) }
    }
  }

  struct SettingKey: SharedKey, Hashable {
    let name: String
    let service: SettingsService

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.service === rhs.service
    }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      if let value = service.values.value[name] {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
    }

    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
      -> SharedSubscription
    {
      let id = UUID()
      service.subscribers.withValue {
        $0[id] = { [name, service] changed in
          guard changed == name, let value = service.values.value[name] else { return }
          subscriber.yield(value)
        }
      }
      return SharedSubscription { [service] in service.subscribers.withValue { $0[id] = nil } }
    }

    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      service.values.withValue { $0[name] = value }
      continuation.resume()
    }
  }

  @Test func aKeyOfYourOwnLoadsSavesAndFollowsChanges() {
    let service = SettingsService()
    service.set(3, for: "volume")
    @Shared(SettingKey(name: "volume", service: service)) var volume = 0
    #expect(volume == 3)
    $volume.withLock { $0 = 4 }
    #expect(service.values.value["volume"] == 4)
    service.set(9, for: "volume")
    #expect(volume == 9)
  }

  @Test func theSubscriptionEndsWithTheLastReference() {
    let service = SettingsService()
    do {
      @Shared(SettingKey(name: "volume", service: service)) var volume = 0
      #expect(service.subscribers.value.count == 1)
    }
    #expect(service.subscribers.value.isEmpty)
  }
}
