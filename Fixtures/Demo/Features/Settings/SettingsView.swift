import SwiftUI

struct SettingsView: View {
    @State private var settings = SettingsModel()
    @State private var profile: ProfileModel?
    @State private var preferences = ReadingPreferences()
    @ObservedObject var session = Session.shared
    @Environment(ReadingStats.self) private var stats
    @EnvironmentObject private var library: LibraryStore
    @State private var isConfirmingReset = false

    var body: some View {
        NavigationStack {
            Form {
                accountSection

                Section("Reading") {
                    Picker("Theme", selection: $preferences.theme) {
                        ForEach(ReadingPreferences.Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    Slider(value: $preferences.fontScale, in: 0.8...2.0) {
                        Text("Text size")
                    }
                    Toggle("Show images", isOn: $preferences.showsImages)
                    Stepper("Daily goal: \(settings.dailyGoalMinutes) min", value: $settings.dailyGoalMinutes, in: 5...120, step: 5)
                }

                Section("Downloads") {
                    Toggle("Use cellular data", isOn: $settings.downloadsOverCellular)
                    Toggle("Notifications", isOn: $settings.notificationsEnabled)
                }

                Section("Statistics") {
                    LabeledContent("Articles read", value: "\(stats.articlesRead)")
                    LabeledContent("Minutes read", value: "\(stats.minutesRead)")
                    NavigationLink("Library") {
                        LibrarySummaryView(store: library)
                    }
                    Button("Reset statistics", role: .destructive) {
                        isConfirmingReset = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Reset statistics?", isPresented: $isConfirmingReset) {
                Button("Reset", role: .destructive) { stats.reset() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your reading streak will be lost.")
            }
            .onChange(of: session.isSignedIn) { _, isSignedIn in
                profile = isSignedIn ? ProfileModel(displayName: session.displayName ?? "", email: "") : nil
            }
        }
    }

    @ViewBuilder
    private var accountSection: some View {
        Section("Account") {
            if let profile {
                HStack {
                    Text(profile.initials)
                        .font(.headline)
                        .frame(width: 40, height: 40)
                        .background(Circle().fill(Color.accentColor.opacity(0.2)))
                    VStack(alignment: .leading) {
                        Text(profile.displayName)
                        Text(profile.email)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                Button("Sign Out") {
                    session.signOut()
                }
            } else {
                Text(session.displayName ?? "Not signed in")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environment(ReadingStats())
            .environmentObject(LibraryStore())
    }
}
