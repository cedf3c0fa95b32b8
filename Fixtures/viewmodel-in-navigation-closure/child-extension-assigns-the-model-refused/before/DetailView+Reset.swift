import SwiftUI

// Replaces the model, which '@StateObject' would not allow: the child cannot own it as it is.
extension DetailView {
    mutating func reset() {
        model = DetailModel(title: "")
    }
}
