import Combine
import Observation

@Observable
final class ProfileModel {
    var displayName = ""
}
