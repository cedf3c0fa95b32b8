import Combine
import Observation

@Observable
final class AutofillModel {
    var isEnabled = true
}
