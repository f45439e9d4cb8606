/// What exists only on Apple platforms: UI modules, their view protocols, and the symbols of
/// frameworks that Linux lacks.
enum AppleFrameworks {
  /// Protocols and classes whose conformers are views, scenes, previews or their styles.
  static let viewProtocols: Set<String> = [
    "App", "ButtonStyle", "DynamicProperty", "LabelStyle", "NSHostingController", "NSView",
    "NSViewController", "NSViewControllerRepresentable", "NSViewRepresentable", "PreviewProvider",
    "PrimitiveButtonStyle", "ProgressViewStyle", "Scene", "Shape", "ToggleStyle",
    "UICollectionViewCell", "UICollectionViewController", "UIHostingController",
    "UINavigationController", "UIResponder", "UITableViewCell", "UITableViewController",
    "UIView", "UIViewController", "UIViewControllerRepresentable", "UIViewRepresentable",
    "UIWindowSceneDelegate", "UIApplicationDelegate", "View", "ViewModifier",
    "WKInterfaceController", "TextFieldStyle", "ListStyle", "MenuStyle", "GaugeStyle",
    "LabeledContentStyle", "DisclosureGroupStyle", "FormStyle", "GroupBoxStyle",
    "NavigationSplitViewStyle", "PickerStyle", "TableStyle", "ControlGroupStyle",
  ]

  /// Modules that Linux does not have, with the prefixes of their symbols.
  static let modulePrefixes: [String: [String]] = [
    "ARKit": ["AR"], "AVFoundation": ["AV"], "AVKit": ["AV"], "AppKit": [],
    "AuthenticationServices": ["AS"], "CloudKit": ["CK"], "Combine": [], "Contacts": ["CN"],
    "CoreGraphics": ["CG"], "CoreHaptics": ["CH"], "CoreImage": ["CI"], "CoreLocation": ["CL"],
    "CoreML": ["ML"], "CoreMotion": ["CM"], "EventKit": ["EK"], "GameKit": ["GK"],
    "HealthKit": ["HK"], "LocalAuthentication": ["LA"], "MapKit": ["MK"], "MessageUI": ["MF"],
    "Photos": ["PH"], "PhotosUI": ["PH"], "QuartzCore": ["CA"], "SafariServices": ["SF"],
    "Speech": ["SF"], "StoreKit": ["SK"], "SwiftUI": ["UI"], "UIKit": ["UI"],
    "UserNotifications": ["UN"], "Vision": ["VN"], "WatchKit": ["WK"], "WebKit": ["WK"],
  ]

  /// Names that carry an Apple prefix but that Foundation on Linux or this project provides.
  static let portableNames: Set<String> = [
    "CGAffineTransform", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector",
    "UIBindable", "UIBinding", "UINavigationPath", "UITransaction", "UITransactionKey",
  ]

  /// Unprefixed names that only SwiftUI or AppKit declare.
  static let unprefixedNames: [String: Set<String>] = [
    "SwiftUI": [
      "AnyView", "Binding", "Button", "Environment", "EnvironmentObject", "EnvironmentValues",
      "Form", "GeometryReader", "HStack", "Image", "LazyVStack", "List",
      "LocalizedStringKey", "NavigationLink", "NavigationStack", "ObservedObject", "Section",
      "StateObject", "Text", "TextField", "Toggle", "VStack", "View", "ViewBuilder",
      "ZStack",
    ],
    "AppKit": [
      "NSApplication", "NSColor", "NSFont", "NSImage", "NSView", "NSViewController", "NSWindow",
    ],
  ]

  /// Foundation types that swift-corelibs-foundation does not have.
  static let appleOnlyFoundationNames: Set<String> = [
    "DateComponentsFormatter", "NSUbiquitousKeyValueStore", "NSUserActivity",
  ]

  /// Modules whose imports become the module of the same role in composable-linux.
  static let renamedModules = [
    "AppKitNavigation": "SwiftNavigation", "SwiftUINavigation": "SwiftNavigation",
    "UIKitNavigation": "SwiftNavigation",
  ]

  /// Whether `name` belongs to one of `modules` (the Apple-only modules a file imports), or is a
  /// Foundation type only Apple platforms have.
  static func module(of name: String, among modules: Set<String>) -> String? {
    guard !portableNames.contains(name) else { return nil }
    if appleOnlyFoundationNames.contains(name) { return "Foundation on Apple platforms" }
    for module in modules.sorted() {
      if unprefixedNames[module]?.contains(name) == true { return module }
      for prefix in modulePrefixes[module] ?? [] where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        if let first = rest.first, first.isUppercase { return module }
      }
    }
    return nil
  }
}
