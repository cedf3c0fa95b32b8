import Combine

final class Account: ObservableObject {
    @Published var name = ""
}

final class Profile: ObservableObject, Identifiable {
    @Published var title = ""
}

final class Library: ObservableObject {
    @Published var profiles: [Profile] = []
    @Published var editing: Profile?
}

final class Recorder: ObservableObject {
    @Published var isRecording = false
}
