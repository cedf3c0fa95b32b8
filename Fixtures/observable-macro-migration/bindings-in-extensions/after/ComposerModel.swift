import Combine
import Observation

@Observable
final class ComposerModel {
    var subject = ""
    var body = ""
}

@Observable
final class Signature {
    var text = "Sent from my phone"
}
