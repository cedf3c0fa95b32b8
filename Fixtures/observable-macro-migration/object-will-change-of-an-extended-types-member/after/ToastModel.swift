import Combine
import Observation

@Observable
final class ToastModel {
    var message = "Save"
}
