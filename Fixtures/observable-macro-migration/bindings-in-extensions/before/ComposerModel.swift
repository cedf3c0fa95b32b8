import Combine

final class ComposerModel: ObservableObject {
    @Published var subject = ""
    @Published var body = ""
}

final class Signature: ObservableObject {
    @Published var text = "Sent from my phone"
}
