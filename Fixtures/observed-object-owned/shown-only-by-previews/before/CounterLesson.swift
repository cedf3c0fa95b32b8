import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
}

/// A lesson's screen: no other view shows it, only the preview below, yet the model it
/// builds is lost each time its parent re-creates it.
struct CounterLesson: View {
    @ObservedObject var model = CounterModel()

    var body: some View {
        Button("Count: \(model.count)") {
            model.count += 1
        }
    }
}

struct LessonList: View {
    var body: some View {
        VStack {
            CounterLesson()
        }
    }
}

#if DEBUG
#Preview {
    LessonList()
}

#Preview("Mock") {
    CounterPreviewContainer()
}
#endif

/// A stand-in only previews create: its model is the preview's own.
struct CounterPreviewContainer: View {
    @ObservedObject var model = CounterModel()

    var body: some View {
        Text("\(model.count)")
    }
}
