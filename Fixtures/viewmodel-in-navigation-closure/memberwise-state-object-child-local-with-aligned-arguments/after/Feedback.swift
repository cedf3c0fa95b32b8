import SwiftUI

final class FeedbackFormModel: ObservableObject {
    @Published var text = ""
    let source: String
    let retries: Int

    init(source: String, retries: Int) {
        self.source = source
        self.retries = retries
    }
}

struct FeedbackForm: View {
    @StateObject var model: FeedbackFormModel

    var body: some View {
        TextField(model.source, text: $model.text)
    }
}

struct SupportView: View {
    let retries: Int

    var body: some View {
        // Arguments aligned under the parenthesis stay under it in the call.
        NavigationLink("Feedback", destination: FeedbackForm(model: FeedbackFormModel(source: "support",
                                                                                      retries: retries)))
    }
}
