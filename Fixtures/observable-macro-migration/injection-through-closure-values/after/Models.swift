import Combine
import Observation

@Observable
final class Account {
    var name = ""
}

@Observable
final class Profile: Identifiable {
    var title = ""
}

@Observable
final class Library {
    var profiles: [Profile] = []
    var editing: Profile?
}

@Observable
final class Recorder {
    var isRecording = false
}
