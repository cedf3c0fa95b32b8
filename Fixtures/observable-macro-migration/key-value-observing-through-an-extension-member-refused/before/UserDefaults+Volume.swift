import Foundation

extension UserDefaults {
    static let sharedVolume = VolumeModel()
}
