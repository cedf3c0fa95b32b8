import SwiftUI

// Another file's initializer replaces the model, which '@StateObject' would not allow.
extension CounterView {
    init(seed: Int) {
        self.model = CounterModel(seed: seed)
    }
}
