// Codes and links in the shapes ATS mails really use.
import { describe, expect, it } from "vitest";
import { extractVerification } from "../../mail/extract-code";

describe("extractVerification", () => {
  it("reads Greenhouse's 8-character security code (text part)", () => {
    const text = [
      "Hi Ada,",
      "Copy and paste this code into the security code field on your application:",
      "X7KM2Q9P",
      "After you enter the code, resubmit your application.",
    ].join("\n\n");
    expect(extractVerification({ subject: "Security code for your application to Acme", text })).toEqual({ code: "X7KM2Q9P", link: null });
  });

  it("reads Greenhouse's mixed-case code after the instruction, not the postal code in the footer", () => {
    const lines = (code: string) =>
      [
        "Hi Ada,",
        `Copy and paste this code into the security code field on your application: ${code}`,
        "After you enter the code, resubmit your application.",
        "Greenhouse Software, Inc. · 228 Park Ave S, New York, NY 10011, USA",
      ].join("\n\n");
    const subject = "Security code for your application to Acme";
    expect(extractVerification({ subject, text: lines("ydksL0X0") }).code).toBe("ydksL0X0");
    expect(extractVerification({ subject, text: lines("pWaacxDq") }).code).toBe("pWaacxDq");
    const html = `<p>${lines("pWaac5Dq").split("\n\n").join("</p><p>")}</p>`;
    expect(extractVerification({ subject, text: "", html }).code).toBe("pWaac5Dq");
  });

  it("reads a code made of letters only when it stands on its own line", () => {
    const text = "Copy and paste this code into the security code field on your application:\n\nHBWQRTZN\n\nThanks";
    expect(extractVerification({ subject: "Security code for your application to Globex", text }).code).toBe("HBWQRTZN");
  });

  it("reads a code from an HTML-only mail", () => {
    const html = `<html><body><p>Hi Ada,</p><p>Copy and paste this code into the security code field on your application:</p>
      <p><strong>A7K2M9QX</strong></p><p>After you enter the code, resubmit your application.</p></body></html>`;
    expect(extractVerification({ subject: "Security code for your application to Initech", text: "", html })).toEqual({
      code: "A7K2M9QX",
      link: null,
    });
  });

  it("reads a generic numeric code in a sentence", () => {
    expect(extractVerification({ subject: "Verify your email", text: "Your code is 123456. It expires in 10 minutes." }).code).toBe(
      "123456",
    );
    expect(extractVerification({ subject: "Sign in", text: "Use verification code: 4821 to continue" }).code).toBe("4821");
    expect(extractVerification({ subject: "", text: "482913 is your one-time passcode for Oracle Recruiting." }).code).toBe("482913");
  });

  it("does not mistake numbers that are not codes", () => {
    expect(
      extractVerification({ subject: "Thanks for applying", text: "We received your application for job 2026 on November 22." }).code,
    ).toBeNull();
    expect(extractVerification({ subject: "Your code expires", text: "The code expires in 30 minutes." }).code).toBeNull();
  });

  it("finds Workday's account verification link", () => {
    const html = `<p>Welcome to Acme careers.</p>
      <p>Please <a href="https://acme.wd5.myworkdayjobs.com/en-US/careers/activate/3f9a1c2b?redirect=%2Fjob&amp;lang=en">verify your account</a> to continue.</p>
      <p><a href="https://acme.wd5.myworkdayjobs.com/privacy">Privacy</a> <a href="https://www.workday.com/unsubscribe">Unsubscribe</a></p>`;
    const text =
      "Welcome to Acme careers.\nVerify your account: https://acme.wd5.myworkdayjobs.com/en-US/careers/activate/3f9a1c2b?redirect=%2Fjob&lang=en\n";
    expect(extractVerification({ subject: "Verify your candidate account", text, html })).toEqual({
      code: null,
      link: "https://acme.wd5.myworkdayjobs.com/en-US/careers/activate/3f9a1c2b?redirect=%2Fjob&lang=en",
    });
  });

  it("finds a link whose address says nothing but whose text does", () => {
    const html = `<a href="https://example.com/unsubscribe">Stop</a> <a href="https://t.example.com/c/AbC123">Confirm my email address</a>`;
    expect(extractVerification({ subject: "Confirm", html }).link).toBe("https://t.example.com/c/AbC123");
  });
});
