import Foundation

// The sources extend the framework's type; 'standard' is still the framework's.
extension UserDefaults {
    var volume: Double { double(forKey: "volume") }
}
