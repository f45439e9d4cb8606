import ComposableCore
import ConcurrencyExtras
import CustomDump
import Foundation
import Observation
import Testing

@ObservableState
struct Profile: Equatable, Codable {
  var name = ""
  var visits = 0
  var tags: [String] = []
  @ObservationStateIgnored var cache = 0
  let id: Int

  init(id: Int = 1, name: String = "") {
    self.id = id
    self.name = name
  }
}

@ObservableState
struct Page: Equatable {
  var profile = Profile()
  var friend: Profile?
  var title = ""
}

@ObservableState
enum Screen: Equatable {
  case empty
  case profile(Profile)
}

/// Observation of `@ObservableState` values and of stores that hold them.
@MainActor
struct ObservableStateTests {
  @Test func aMutationNotifiesOnlyObserversOfWhatChanged() {
    var page = Page()
    let nameChanged = observe { _ = page.profile.name }
    let titleChanged = observe { _ = page.title }
    page.profile.visits += 1
    #expect(!nameChanged.value)
    #expect(!titleChanged.value)
    page.profile.name = "Blob"
    #expect(nameChanged.value)
    #expect(!titleChanged.value)
  }

  @Test func assigningAnEqualValueNotifiesNoOne() {
    var profile = Profile(name: "Blob")
    let changed = observe { _ = profile.name }
    profile.name = "Blob"
    #expect(!changed.value)
  }

  @Test func replacingAChildNotifiesItsHolderButMutatingItDoesNot() {
    var page = Page()
    let profileReplaced = observe { _ = page.profile }
    page.profile.name = "Blob"
    #expect(!profileReplaced.value)
    page.profile = Profile(name: "Blob")
    #expect(profileReplaced.value)
  }

  @Test func identitySurvivesMutationAndIsNewForANewValue() {
    var profile = Profile()
    let id = profile._$id
    profile.visits += 1
    #expect(profile._$id == id)
    #expect(Profile()._$id != id)
    let screen = Screen.profile(profile)
    #expect(screen._$id == Screen.profile(profile)._$id)
    #expect(screen._$id != Screen.profile(Profile())._$id)
    #expect(screen._$id != Screen.empty._$id)
  }

  @Test func theRegistrarStaysOutOfEqualityCodingAndDumps() throws {
    #expect(Profile(name: "Blob") == Profile(name: "Blob"))
    let json = String(decoding: try JSONEncoder().encode(Profile(name: "Blob")), as: UTF8.self)
    #expect(json.contains(#""name":"Blob""#))
    #expect(!json.contains("_"))
    let decoded = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
    #expect(decoded.name == "Blob")
    var dump = ""
    customDump(Profile(name: "Blob"), to: &dump)
    #expect(!dump.contains("registrar"))
    #expect(dump.contains(#"name: "Blob""#))
  }

  private func observe(_ read: () -> Void) -> LockIsolated<Bool> {
    let changed = LockIsolated(false)
    withObservationTracking(read) { changed.setValue(true) }
    return changed
  }
}
