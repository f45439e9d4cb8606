import Foundation

#if !canImport(Darwin)
  // NB: Linux's Foundation lacks the directory properties TCA code uses to place `.fileStorage`
  // files; these resolve them as `FileManager` does (`~/Documents`, `~/.local/share`, `~/.cache`).
  extension URL {
    /// The user's documents directory.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }

    /// The user's application support directory.
    public static var applicationSupportDirectory: URL {
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    }

    /// The user's caches directory.
    public static var cachesDirectory: URL {
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }
  }
#endif

#if !canImport(Darwin)
  extension UserDefaults {
    /// The object stored under `key`, as Apple's key-value coding spells the lookup.
    public func value(forKey key: String) -> Any? {
      object(forKey: key)
    }
  }
#endif
