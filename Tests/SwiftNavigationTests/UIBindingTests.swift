import CasePaths
import Foundation
import Perception
import SwiftNavigation
import Testing

@Perceptible
private final class Profile {
  var name = ""
  var nickname: String?
}

@CasePathable
private enum Status: Equatable {
  case active(Int)
  case inactive
}

struct UIBindingTests {
  @Test func aBindingOwnsItsValueAndCopiesShareIt() {
    @UIBinding var count = 0
    let copy = UIBinding(projectedValue: $count)
    copy.wrappedValue += 1
    #expect(count == 1)
    count = 5
    #expect(copy.wrappedValue == 5)
  }

  @Test func aMemberBindingWritesThroughItsBase() {
    struct Point: Equatable { var x = 0, y = 0 }
    @UIBinding var point = Point()
    let x = $point.x
    x.wrappedValue = 3
    #expect(point == Point(x: 3, y: 0))
    @UIBinding var optional: Point? = nil
    let y = $optional.y
    #expect(y.wrappedValue == nil)
    y.wrappedValue = 1
    #expect(optional == nil)
    optional = Point()
    y.wrappedValue = 2
    #expect(optional == Point(x: 0, y: 2))
  }

  @Test func anUnwrappedBindingKeepsItsLastValueWhileTheBaseIsNil() throws {
    @UIBinding var count: Int? = nil
    #expect(UIBinding($count) == nil)
    count = 1
    let unwrapped = try #require(UIBinding($count))
    count = nil
    #expect(unwrapped.wrappedValue == 1)
    unwrapped.wrappedValue = 2
    #expect(count == nil)
    #expect(unwrapped.wrappedValue == 2)
    count = 3
    #expect(unwrapped.wrappedValue == 3)
  }

  @Test func optionalErasedAndConstantBindings() {
    @UIBinding var count = 1
    let optional = UIBinding<Int?>($count)
    optional.wrappedValue = nil
    #expect(count == 1)
    optional.wrappedValue = 2
    #expect(count == 2)
    let erased = UIBinding<AnyHashable>($count)
    erased.wrappedValue = "not an Int"
    #expect(count == 2)
    erased.wrappedValue = 3
    #expect(count == 3)
    let constant = UIBinding.constant(7)
    constant.wrappedValue = 8
    #expect(constant.wrappedValue == 7)
  }

  @Test func aPresenceBindingClearsAndReportsWhatItCannotMake() {
    @UIBinding var count: Int? = 1
    let isPresented = UIBinding<Bool>($count)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(count == nil)
    withKnownIssue {
      isPresented.wrappedValue = true
    } matching: {
      $0.description.contains(
        """
        Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
        (i.e., 'UIBinding<Optional<Int>>').
        """)
    }
    #expect(count == nil)
  }

  @Test func caseBindingsReadAndWriteThePayloadOfTheirCase() throws {
    @UIBinding var status = Status.active(1)
    #expect($status.inactive == nil)
    let active = try #require($status.active)
    active.wrappedValue = 2
    #expect(status == .active(2))
    status = .inactive
    #expect(active.wrappedValue == 2)
    active.wrappedValue = 3
    #expect(status == .inactive)

    @UIBinding var optional: Status? = .active(1)
    let payload = $optional.active
    payload.wrappedValue = 5
    #expect(optional == .active(5))
    payload.wrappedValue = nil
    #expect(optional == nil)
    optional = .inactive
    payload.wrappedValue = nil
    #expect(optional == .inactive)
  }

  @Test func bindablesDeriveBindingsToAnObjectsProperties() {
    let profile = Profile()
    @UIBindable var bindable = profile
    let name = $bindable.name
    name.wrappedValue = "Blob"
    #expect(profile.name == "Blob")
    #expect(UIBindable(projectedValue: $bindable).wrappedValue === profile)
    #expect(UIBindable(profile).name.wrappedValue == "Blob")
  }

  @Test func identifiersTellBindingsBySourceAndPath() {
    let profile = Profile()
    @UIBindable var first = profile
    @UIBindable var second = profile
    @UIBindable var other = Profile()
    #expect(UIBindingIdentifier($first.name) == UIBindingIdentifier($second.name))
    #expect(UIBindingIdentifier($first.name) != UIBindingIdentifier($first.nickname))
    #expect(UIBindingIdentifier($first.name) != UIBindingIdentifier($other.name))
    @UIBinding var text = ""
    #expect(UIBindingIdentifier($text) == UIBindingIdentifier(UIBinding(projectedValue: $text)))
    #expect(UIBindingIdentifier($text) != UIBindingIdentifier(UIBinding(wrappedValue: "")))
  }
}

struct UINavigationPathTests {
  struct Screen: Codable, Hashable { var id: Int }

  @Test func aPathOfCodableValuesRoundTrips() throws {
    var path = UINavigationPath()
    path.append(Screen(id: 1))
    path.append("settings")
    path.append(42)
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(UINavigationPath(decoded) == path)
    #expect(decoded == codable)
    #expect(path.count == 3)
    path.removeLast(2)
    #expect(path == UINavigationPath([Screen(id: 1)]))
  }

  @Test func aValueThatIsNotCodableLeavesNoCodableForm() {
    struct Opaque: Hashable {}
    var path = UINavigationPath(["a"])
    path.append(Opaque())
    #expect(path.codable == nil)
    path.removeLast()
    #expect(path.codable != nil)
    #expect(!path.isEmpty)
  }

  @Test func decodingATypeThatDoesNotExistThrows() {
    let data = Data(#"["NoSuchType", "1"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    }
  }
}
