import SwiftUI

/// A model built by a closure called in place: what the closure returns is the model.
struct RecorderPreview: View {
    @State private var recorder = {
        let recorder = Recorder()
        return recorder
    }()

    var body: some View {
        Text(recorder.isRecording ? "Recording" : "Idle")
    }
}
